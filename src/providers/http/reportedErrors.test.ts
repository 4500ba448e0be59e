import { describe, expect, it } from 'vitest';
import { reportedErrors } from './reportedErrors';

describe('reportedErrors', () => {
    it('recognises the same message within 2 s, not after', () => {
        reportedErrors.note('Device with such name already exists!', 1000);

        expect(reportedErrors.wasJustReported('Device with such name already exists!', 2999)).toBe(true);
        expect(reportedErrors.wasJustReported('Device with such name already exists!', 3000)).toBe(false);
        expect(reportedErrors.wasJustReported('Another message', 1500)).toBe(false);
    });
});
