import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { AttributesTable, type AttributesTableProps } from './AttributesTable';

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

const ROWS = [
    { key: 'active', lastUpdateTs: 1_700_000_000_000, value: true },
    { key: 'config', lastUpdateTs: 1_700_000_000_000, value: { a: 1 } },
    { key: 'temperatureAlarmThreshold', lastUpdateTs: 1_700_000_000_000, value: 20 },
];

const renderTable = (props: Partial<AttributesTableProps>) =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <AttributesTable rows={ROWS} editable={false} selected={new Set()} onSelectedChange={() => undefined} onEdit={() => undefined} {...props} />
            </AdminContext>
        </MemoryRouter>
    );

describe('attributes table', () => {
    it('shows key, last update time and value of each row, read-only without checkboxes', () => {
        renderTable({});
        expect(screen.getByText('Last update time')).toBeTruthy();
        expect(screen.getByText('temperatureAlarmThreshold')).toBeTruthy();
        expect(screen.getByText('20')).toBeTruthy();
        expect(screen.getByText('{"a":1}')).toBeTruthy();
        expect(screen.getByText('true')).toBeTruthy();
        expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    });

    it('when editable, selects rows and offers to edit each value', () => {
        const onSelectedChange = vi.fn();
        const onEdit = vi.fn();
        renderTable({ editable: true, onSelectedChange, onEdit });
        fireEvent.click(screen.getByRole('checkbox', { name: 'config' }));
        expect(onSelectedChange).toHaveBeenCalledWith(new Set(['config']));
        fireEvent.click(screen.getByRole('button', { name: 'Edit value of active' }));
        expect(onEdit).toHaveBeenCalledWith(ROWS[0]);
    });

    it('says so when there is nothing to show', () => {
        renderTable({ rows: [] });
        expect(screen.getByText('No data found')).toBeTruthy();
    });
});
