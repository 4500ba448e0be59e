import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { SchemaTree } from './SchemaTree';

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

describe('SchemaTree', () => {
    it("shows a body's fields, opens a nested ref on demand and lists its enum, the rest on demand", () => {
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <SchemaTree schema={{ $ref: '#/components/schemas/DeviceFields' }} />
            </AdminContext>
        );
        expect(screen.getByText(/DeviceFields/)).toBeTruthy();
        expect(screen.getByText('deviceProfileId')).toBeTruthy();
        expect(screen.queryByText('entityType')).toBeNull();

        const toggle = screen.getByRole('button', { name: 'Show the fields of deviceProfileId' });
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        fireEvent.click(toggle);
        expect(screen.getByRole('button', { name: 'Hide the fields of deviceProfileId' }).getAttribute('aria-expanded')).toBe('true');
        const entityType = screen.getByText('entityType').closest('li')!;
        expect(within(entityType).getByText('Required')).toBeTruthy();
        expect(within(entityType).getByText('"DEVICE"')).toBeTruthy();
        // EntityType lists ThingsBoard's 19 types in its order: RPC, the last, is past the first dozen.
        expect(within(entityType).queryByText('"RPC"')).toBeNull();
        fireEvent.click(within(entityType).getByRole('button', { name: /^\+\d+ more$/ }));
        expect(within(entityType).getByText('"RPC"')).toBeTruthy();
    });
});
