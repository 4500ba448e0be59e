import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/escapeHtml';
import { DialogHost } from './DialogHost';
import { dialogStore } from './dialogStore';

describe('alert and confirm dialogs (part 2 §2.2)', () => {
    it('show their message as sanitized HTML: markup renders, scripts and handlers are gone', async () => {
        render(<DialogHost />);
        let closed: Promise<boolean> | undefined;
        act(() => {
            closed = dialogStore.confirm('Delete', 'Delete <b>Thermostat T1</b>?<br/>It cannot be undone.<img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>');
        });
        const dialog = screen.getByRole('dialog', { name: 'Delete' });
        expect(dialog.querySelector('b')?.textContent).toBe('Thermostat T1');
        expect(dialog.querySelector('br')).not.toBeNull();
        expect(dialog.textContent).not.toContain('<b>');
        expect(dialog.querySelector('script')).toBeNull();
        expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'OK' }));
        expect(await closed).toBe(true);
    });

    it('show escaped text as written', () => {
        render(<DialogHost />);
        act(() => void dialogStore.alert('login.error', escapeHtml('<a href="https://evil.example">Reset here</a>')));
        const dialog = screen.getByRole('dialog');
        expect(dialog.querySelector('a')).toBeNull();
        expect(dialog.textContent).toContain('<a href="https://evil.example">Reset here</a>');
        act(() => dialogStore.closeAll());
    });
});
