import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellAppBar } from '../ShellAppBar';
import { brandTheme } from '../theme';
import { ShellSearchProvider, useShellSearch } from './ShellSearchContext';

const SearchablePage = ({ onSearch }: { onSearch: (text: string) => void }) => {
    useShellSearch(onSearch);
    return null;
};

const renderShell = (page: ReactNode) =>
    render(
        <ThemeProvider theme={brandTheme}>
            <MemoryRouter initialEntries={['/devices']}>
                <AdminContext>
                    <ShellSearchProvider>
                        <ShellAppBar showMenuButton={false} showBackButton={false} onMenuClick={() => undefined} />
                        {page}
                    </ShellSearchProvider>
                </AdminContext>
            </MemoryRouter>
        </ThemeProvider>
    );

describe('toolbar search', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('is offered only when the page supports a search text', () => {
        renderShell(null);
        expect(screen.queryByRole('button', { name: 'action.search' })).toBeNull();
    });

    it('focuses after 10 ms, searches 150 ms after typing, clears when closed', () => {
        const onSearch = vi.fn();
        renderShell(<SearchablePage onSearch={onSearch} />);

        fireEvent.click(screen.getByRole('button', { name: 'action.search' }));
        const input = screen.getByRole('textbox', { name: 'action.search' });
        expect(input).not.toHaveFocus();
        act(() => vi.advanceTimersByTime(10));
        expect(input).toHaveFocus();

        fireEvent.change(input, { target: { value: 'thermo' } });
        act(() => vi.advanceTimersByTime(149));
        expect(onSearch).not.toHaveBeenCalled();
        act(() => vi.advanceTimersByTime(1));
        expect(onSearch).toHaveBeenCalledExactlyOnceWith('thermo');

        fireEvent.click(screen.getByRole('button', { name: 'action.close' }));
        expect(onSearch).toHaveBeenLastCalledWith('');
        expect(screen.queryByRole('textbox')).toBeNull();
        expect(screen.getByRole('navigation', { name: 'app.breadcrumb' })).toBeInTheDocument();
    });
});
