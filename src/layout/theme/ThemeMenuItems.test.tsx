import { fireEvent, render, screen } from '@testing-library/react';
import Menu from '@mui/material/Menu';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ThemeMenuItems } from './ThemeMenuItems';
import { THEME_MODE_STORAGE_KEY, themeModeStore } from './themeModeStore';

describe('theme menu items', () => {
    it('offers System, Light and Dark with the current one checked; a choice is remembered and closes the menu', () => {
        window.localStorage.removeItem(THEME_MODE_STORAGE_KEY);
        themeModeStore.setMode('system');
        const onDone = vi.fn();
        render(
            <AdminContext>
                <Menu open anchorEl={document.body}>
                    <ThemeMenuItems onDone={onDone} />
                </Menu>
            </AdminContext>
        );
        const items = screen.getAllByRole('menuitemradio');
        expect(items.map(item => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
            ['theme.mode-system', 'true'],
            ['theme.mode-light', 'false'],
            ['theme.mode-dark', 'false'],
        ]);
        fireEvent.click(screen.getByRole('menuitemradio', { name: 'theme.theme: theme.mode-dark' }));
        expect(onDone).toHaveBeenCalledOnce();
        expect(themeModeStore.getSnapshot()).toEqual({ mode: 'dark', paletteMode: 'dark' });
        expect(window.localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
        expect(screen.getByRole('menuitemradio', { name: 'theme.theme: theme.mode-dark' }).getAttribute('aria-checked')).toBe('true');
        themeModeStore.setMode('system');
    });
});
