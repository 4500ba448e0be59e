import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TerminalView } from './TerminalView';

describe('TerminalView', () => {
    const original = Element.prototype.scrollIntoView;
    afterEach(() => {
        Element.prototype.scrollIntoView = original;
        vi.restoreAllMocks();
    });

    it('unmounts cleanly where scrollIntoView answers a promise, as Chromium does (the effect once returned it as its cleanup: "l is not a function")', () => {
        // jsdom has no scrollIntoView; Chromium's answers a promise, which TypeScript's DOM types still call void.
        const scrolled = vi.fn(() => Promise.resolve());
        Element.prototype.scrollIntoView = scrolled as unknown as typeof Element.prototype.scrollIntoView;
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const view = render(<TerminalView prompt="$" initial={[{ kind: 'info', text: 'Welcome' }]} run={async () => undefined} />);
        expect(scrolled).toHaveBeenCalled();
        view.rerender(<TerminalView prompt="$" initial={[{ kind: 'info', text: 'Welcome' }]} run={async () => undefined} />);
        view.unmount();
        expect(errors.mock.calls.map(call => String(call[0]))).toEqual([]);
    });
});
