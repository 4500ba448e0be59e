import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { COPY_DONE_MS, CopyButton } from './CopyButton';

describe('copy button', () => {
    beforeEach(() => {
        vi.useFakeTimers();
        // Defined, not assigned: a file run before in the same jsdom may have left user-event's getter-only clipboard.
        Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(async () => undefined) } });
    });
    afterEach(() => vi.useRealTimers());

    it("copies, shows 'Copied!' for 1.5 s, then reverts", async () => {
        const onCopied = vi.fn();
        renderInAdmin(<CopyButton text="abc-123" onCopied={onCopied} />);
        fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
        await act(async () => undefined);
        expect(navigator.clipboard.writeText).toHaveBeenCalledWith('abc-123');
        expect(onCopied).toHaveBeenCalledWith('abc-123');
        expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
        await act(async () => vi.advanceTimersByTime(COPY_DONE_MS - 1));
        expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
        await act(async () => vi.advanceTimersByTime(1));
        expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
        expect(COPY_DONE_MS).toBe(1500);
    });
});
