import { describe, expect, it } from 'vitest';
import { isSandboxBusy, sandboxBusyMessage } from './scriptSandbox';

describe('sandbox busy', () => {
    it('is known by the words the server writes, and by nothing a script says', () => {
        expect(isSandboxBusy(sandboxBusyMessage(5000))).toBe(true);
        expect(isSandboxBusy('Script execution timed out after 1000 ms')).toBe(false);
        expect(isSandboxBusy('ReferenceError: x is not defined')).toBe(false);
        expect(isSandboxBusy(null)).toBe(false);
    });
});
