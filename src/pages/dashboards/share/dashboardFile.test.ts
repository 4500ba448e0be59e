import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../shared/generated/api.gen';
import { DashboardFileError, dashboardFileName, dashboardFileOf } from './dashboardFile';
import { dashboardFromFile } from './dashboardImport';
import { embeddingOf } from './dashboardEmbedding';
import { publicIdOf, publicLinkOf } from './publicLink';

const stored = {
    id: { entityType: 'DASHBOARD', id: 'd-1' },
    createdTime: 1,
    tenantId: { entityType: 'TENANT', id: 't-1' },
    title: 'Boiler room #2',
    name: 'Boiler room #2',
    image: null,
    assignedCustomers: [{ customerId: { entityType: 'CUSTOMER', id: 'p-1' }, title: 'Public', public: true }],
    mobileHide: false,
    mobileOrder: 3,
    configuration: { widgets: {}, states: {}, ownField: { kept: true } },
} as unknown as Dashboard;

describe('dashboard export file', () => {
    it('drops what belongs to this server and keeps every other field, unknown ones included', () => {
        const file = dashboardFileOf(stored);
        expect(Object.keys(file).sort()).toEqual(['configuration', 'image', 'mobileHide', 'mobileOrder', 'name', 'title']);
        expect(file.configuration).toEqual(stored.configuration);
        expect(stored.id).toBeDefined();
    });

    it('is named as ThingsBoard names it', () => {
        expect(dashboardFileName('Boiler room #2')).toBe('boiler_room__2.json');
    });
});

describe('dashboard import file', () => {
    it('refuses text that is not JSON, and a dashboard without a title or a configuration', () => {
        for (const text of ['not json', '[]', '{"title":"x"}', '{"configuration":{}}', '{"title":"","configuration":{}}']) {
            expect(() => dashboardFromFile(text)).toThrow(DashboardFileError);
        }
    });

    it('creates a new dashboard: ids of the file dropped, the configuration upgraded (states and settings added)', () => {
        const legacy = { ...stored, configuration: { widgets: {}, ownField: { kept: true } } };
        const imported = dashboardFromFile(JSON.stringify(legacy), 0);
        expect('id' in imported).toBe(false);
        expect('assignedCustomers' in imported).toBe(false);
        expect(imported.title).toBe('Boiler room #2');
        expect(Object.keys(imported.configuration.states)).toEqual(['default']);
        expect(imported.configuration.settings?.stateControllerId).toBe('entity');
        expect((imported.configuration as unknown as Record<string, unknown>).ownField).toEqual({ kept: true });
    });
});

describe('public link and embedding parameters', () => {
    it('builds the public link from the public customer in assignedCustomers', () => {
        expect(publicIdOf(stored.assignedCustomers)).toBe('p-1');
        expect(publicIdOf([{ customerId: { id: 'c-1' }, public: false }])).toBeNull();
        expect(publicIdOf(null)).toBeNull();
        expect(publicLinkOf('d-1', 'p-1', 'https://iot.example')).toBe('https://iot.example/dashboard/d-1?publicId=p-1');
    });

    it('reads embedded, hideToolbar and reload as the mobile app writes them', () => {
        expect(embeddingOf(new URLSearchParams('embedded=true&hideToolbar=true&reload=123'))).toEqual({ embedded: true, hideToolbar: true, reload: '123' });
        expect(embeddingOf(new URLSearchParams('embedded=false&hideToolbar=1'))).toEqual({ embedded: false, hideToolbar: false, reload: null });
    });
});
