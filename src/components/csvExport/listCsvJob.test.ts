// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { dashboards, devices, resources } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/kernel';
import type { ListView } from './listCsvJob';
import { NULL_UUID } from '../../generic/fieldKinds';
import type { TokenStore } from '../../providers/auth/tokenStore';
import { createRegistryDataProvider } from '../../providers/data/createRegistryDataProvider';
import { createHttpClient } from '../../providers/http/createHttpClient';
import { exportCsv } from './exportCsv';
import { isoDateTime } from './isoDateTime';
import { listCsvJob } from './listCsvJob';

const translate = (key: string) => `«${key}»`;
const tokens: TokenStore = { save: () => undefined, validAccessToken: () => 'jwt', validRefreshToken: () => 'refresh', hasSession: () => true, clear: () => undefined };

/** The real data provider and http client over a fake server answering `pages` in turn. */
const listOf = (pages: Array<{ data: unknown[]; totalElements: number; hasNext: boolean }>) => {
    const urls: URL[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://console');
        urls.push(url);
        const body = pages[Number(url.searchParams.get('page'))] ?? { data: [], totalElements: 0, hasNext: false };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    const http = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens });
    const dataProvider = createRegistryDataProvider(http, async () => ({ authority: 'TENANT_ADMIN', tenantId: 't-1', customerId: NULL_UUID }));
    return { urls, dataProvider };
};

const exportText = async (resource: ResourceDefinition, pages: Parameters<typeof listOf>[0], view: ListView = { filter: {}, sort: { field: 'createdTime', order: 'DESC' } }) => {
    const { urls, dataProvider } = listOf(pages);
    const blob = await exportCsv({ ...listCsvJob(dataProvider, resource, view, translate), signal: new AbortController().signal, pause: () => Promise.resolve() });
    return { urls, lines: (await blob.text()).replace(/^\uFEFF/, '').split('\r\n').slice(0, -1) };
};

const CREATED = Date.UTC(2026, 10, 22, 9, 30, 15, 123);

describe('list CSV export', () => {
    it("asks the list's endpoint with its search, filter and sort in pages of 1000, through the list's page-link mapping", async () => {
        const { urls } = await exportText(
            devices,
            [
                { data: [{ id: { entityType: 'DEVICE', id: 'd-1' }, name: 'sensor 1' }], totalElements: 2, hasNext: true },
                { data: [{ id: { entityType: 'DEVICE', id: 'd-2' }, name: 'sensor 2' }], totalElements: 2, hasNext: false },
            ],
            { filter: { q: ' sensor ', type: 'thermostat' }, sort: { field: 'name', order: 'ASC' } },
        );
        expect(urls.map(url => url.pathname)).toEqual(['/api/tenant/deviceInfos', '/api/tenant/deviceInfos']);
        expect(urls.map(url => Object.fromEntries(url.searchParams))).toEqual([0, 1].map(page => ({
            pageSize: '1000', page: String(page), textSearch: 'sensor', sortProperty: 'name', sortOrder: 'ASC', type: 'thermostat',
        })));
    });

    it('a customer list nested under its parent exports from the parent list', async () => {
        const { urls } = await exportText(devices, [{ data: [], totalElements: 0, hasNext: false }], { filter: { customerId: 'c-7' }, sort: { field: 'name', order: 'ASC' } });
        expect(urls[0]!.pathname).toBe('/api/customer/c-7/deviceInfos');
    });

    it("writes the list's columns under their translated labels, then the id; dates ISO, flags true/false", async () => {
        const { lines } = await exportText(devices, [
            {
                data: [
                    {
                        id: { entityType: 'DEVICE', id: 'd-1' },
                        createdTime: CREATED,
                        name: 'Thermostat, "T1"',
                        deviceProfileName: 'thermostat',
                        label: '=1+1',
                        customerTitle: 'Customer A',
                        customerIsPublic: false,
                        additionalInfo: { gateway: true },
                    },
                    { id: { entityType: 'DEVICE', id: 'd-2' }, createdTime: CREATED, name: 'Bare', deviceProfileName: 'default', additionalInfo: null },
                ],
                totalElements: 2,
                hasNext: false,
            },
        ]);
        expect(lines).toEqual([
            ['createdTime', 'name', 'deviceProfileName', 'label', 'customerTitle', 'customerIsPublic', 'additionalInfo.gateway']
                .map(field => `«resources.devices.fields.${field}»`)
                .concat('«csv-export.id»')
                .join(','),
            `${isoDateTime(CREATED)},"Thermostat, ""T1""",thermostat,'=1+1,Customer A,false,true,d-1`,
            `${isoDateTime(CREATED)},Bare,default,,,false,false,d-2`,
        ]);
    });

    it("writes owners and a dashboard's customers as the list shows them", async () => {
        const resource = await exportText(resources, [
            {
                data: [
                    { id: { entityType: 'TB_RESOURCE', id: 'r-1' }, createdTime: CREATED, title: 'Model', resourceType: 'LWM2M_MODEL', tenantId: { entityType: 'TENANT', id: NULL_UUID } },
                    { id: { entityType: 'TB_RESOURCE', id: 'r-2' }, createdTime: CREATED, title: 'Mine', resourceType: 'JKS', tenantId: { entityType: 'TENANT', id: 't-1' } },
                ],
                totalElements: 2,
                hasNext: false,
            },
        ]);
        expect(resource.lines.slice(1).map(line => line.split(',')[3])).toEqual(['«entity.system»', '«entity.tenant»']);

        const dashboard = await exportText(dashboards, [
            {
                data: [{ id: { entityType: 'DASHBOARD', id: 'b-1' }, createdTime: CREATED, title: 'Plant', assignedCustomers: [{ customerId: { id: 'c-1' }, title: 'Customer A' }, { customerId: { id: 'c-p' }, title: 'Public', public: true }] }],
                totalElements: 1,
                hasNext: false,
            },
        ]);
        expect(dashboard.lines[1]).toBe(`${isoDateTime(CREATED)},Plant,"Customer A, «entity.is-public»",b-1`);
    });
});

describe('isoDateTime', () => {
    it("is ISO 8601 with the user's zone offset, to the millisecond", () => {
        const text = isoDateTime(CREATED);
        expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}([+-]\d\d:\d\d|Z)$/);
        expect(Date.parse(text)).toBe(CREATED);
        const offset = -new Date(CREATED).getTimezoneOffset();
        const sign = offset < 0 ? '-' : '+';
        const expected = `${sign}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
        expect(text.endsWith(expected) || (offset === 0 && text.endsWith('Z'))).toBe(true);
    });
});
