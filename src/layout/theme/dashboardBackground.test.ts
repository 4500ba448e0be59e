import { describe, expect, it } from 'vitest';
import { dashboardGridBackground } from './dashboardBackground';

describe('dashboard grid background', () => {
    it("keeps a colour the author chose and lets ThingsBoard's default follow the theme", () => {
        expect(dashboardGridBackground('#263238')).toBe('#263238');
        expect(dashboardGridBackground('rgba(0,0,0,0.5)')).toBe('rgba(0,0,0,0.5)');
        expect(dashboardGridBackground('#EEEEEE')).toBeUndefined();
        expect(dashboardGridBackground(null)).toBeUndefined();
        expect(dashboardGridBackground('')).toBeUndefined();
    });
});
