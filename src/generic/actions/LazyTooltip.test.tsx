import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddIcon from '@mui/icons-material/Add';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { ActionButton, ActionDisplayContext } from './ActionDisplay';
import { ConfirmedAction } from './ConfirmedAction';

// Counts what a row's actions mount: MUI's Tooltip and react-admin's Confirm, each as itself otherwise.
const { mounted } = vi.hoisted(() => ({ mounted: { tooltips: 0, confirms: 0 } }));
vi.mock('@mui/material/Tooltip', async importOriginal => {
    const { createElement } = await import('react');
    const actual = await importOriginal<typeof import('@mui/material/Tooltip')>();
    const Counted = (props: Parameters<typeof actual.default>[0]) => {
        mounted.tooltips++;
        return createElement(actual.default, props);
    };
    return { ...actual, default: Counted };
});
vi.mock('react-admin', async importOriginal => {
    const { createElement } = await import('react');
    const actual = await importOriginal<typeof import('react-admin')>();
    const Counted = (props: Parameters<typeof actual.Confirm>[0]) => {
        mounted.confirms++;
        return createElement(actual.Confirm, props);
    };
    return { ...actual, Confirm: Counted };
});

/** A page of ten rows, each with an icon action and one that asks first, as a list's rows have. */
const Rows = () => (
    <MemoryRouter>
        <AdminContext dataProvider={testDataProvider()} i18nProvider={createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages })}>
            <ActionDisplayContext.Provider value="icon">
                {Array.from({ length: 10 }, (_, row) => (
                    <RecordContextProvider key={row} value={{ id: row, name: `Device ${row}` }}>
                        <div data-testid={`row-${row}`}>
                            <ActionButton label="Assign to customer" icon={<AddIcon />} onClick={() => undefined} />
                            <ConfirmedAction label="Make public" icon={<AddIcon />} title="Make public?" content="Sure?" onConfirm={async () => undefined} />
                        </div>
                    </RecordContextProvider>
                ))}
            </ActionDisplayContext.Provider>
        </AdminContext>
    </MemoryRouter>
);

describe('row actions', () => {
    it('mount no tooltip and no confirmation dialog until one is wanted', async () => {
        mounted.tooltips = mounted.confirms = 0;
        const user = userEvent.setup();
        render(<Rows />);
        expect(screen.getAllByRole('button', { name: 'Assign to customer' })).toHaveLength(10);
        expect(mounted).toEqual({ tooltips: 0, confirms: 0 });

        // Hovered, one action shows its tooltip; the others still mount nothing.
        const [assign] = screen.getAllByRole('button', { name: 'Assign to customer' });
        await user.hover(assign!);
        expect(await screen.findByRole('tooltip')).toHaveTextContent('Assign to customer');
        await user.unhover(assign!);
        await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
        const afterHover = mounted.tooltips;
        expect(afterHover).toBeGreaterThan(0);

        // Asked, one confirmation dialog mounts, and only then.
        expect(mounted.confirms).toBe(0);
        await user.click(screen.getAllByRole('button', { name: 'Make public' })[3]!);
        expect(await screen.findByRole('dialog')).toHaveTextContent('Make public?');
        expect(mounted.confirms).toBeGreaterThan(0);
    });

    it('keep the button, its name and its focus when its tooltip mounts', async () => {
        const user = userEvent.setup();
        render(<Rows />);
        const [assign] = screen.getAllByRole('button', { name: 'Assign to customer' });
        await user.tab();
        expect(document.activeElement).toBe(assign);
        await user.hover(assign!);
        await screen.findByRole('tooltip');
        // The same element, still focused and named: mounting the tooltip replaced nothing.
        expect(screen.getAllByRole('button', { name: 'Assign to customer' })[0]).toBe(assign);
        expect(document.activeElement).toBe(assign);
        // Escape hides it, as MUI's tooltips.
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
        // Clicks reach the button through the tooltip's anchor.
        await user.click(screen.getAllByRole('button', { name: 'Make public' })[0]!);
        expect(await screen.findByRole('dialog')).toHaveTextContent('Make public?');
    });
});
