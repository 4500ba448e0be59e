import { describe, expect, it } from 'vitest';
import { EDGE_KEY_LENGTH, randomKey } from './randomKey';

describe('edge keys', () => {
    it('are 20 alphanumerics, different each time', () => {
        const first = randomKey();
        expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(EDGE_KEY_LENGTH).toBe(20);
        expect(randomKey()).not.toBe(first);
    });
});
