import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../providers/http/createHttpClient';
import { ENTITY_SEARCH_TIME_LIMIT_MS, entityPath, entitySearchQuery, searchEntities, searchedEntityTypes, serverSearchText } from './paletteEntities';

describe('entity search', () => {
    it('searches the types each role lists, edges only when enabled, one type in a scope', () => {
        expect(searchedEntityTypes('TENANT_ADMIN', true, null)).toEqual(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD', 'RULE_CHAIN', 'EDGE']);
        expect(searchedEntityTypes('TENANT_ADMIN', false, null)).not.toContain('EDGE');
        // A customer user reads its own customer and user but lists neither.
        expect(searchedEntityTypes('CUSTOMER_USER', true, null)).toEqual(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'DASHBOARD', 'EDGE']);
        expect(searchedEntityTypes('SYS_ADMIN', true, null)).toEqual(['TENANT']);
        expect(searchedEntityTypes('CUSTOMER_USER', true, 'dashboards')).toEqual(['DASHBOARD']);
    });

    it('asks the server for the longest word; the palette checks the others', () => {
        expect(serverSearchText('  ')).toBeNull();
        expect(serverSearchText('test a1')).toBe('test');
    });

    it('is one entitiesQuery/find per type: names holding the text, by name', () => {
        expect(entitySearchQuery('DEVICE', 'therm', 5)).toEqual({
            entityFilter: { type: 'entityType', entityType: 'DEVICE' },
            entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
            pageLink: { page: 0, pageSize: 5, textSearch: 'therm', sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
        });
    });

    it('opens an entity where its list row does: details, a dashboard itself, a rule chain\'s editor', () => {
        expect(entityPath('DEVICE', 'd1')).toBe('/devices/d1/show');
        expect(entityPath('EDGE', 'e1')).toBe('/edgeInstances/e1/show');
        expect(entityPath('DASHBOARD', 'b1')).toBe('/dashboards/b1');
        expect(entityPath('RULE_CHAIN', 'r1')).toMatch(/^\/ruleChains\/r1/);
    });

    it('turns the answers into entries with the type beside the name, leaving out a failed type', async () => {
        const request = vi.fn(async (_path: string, options?: { body?: unknown }) => {
            const { entityFilter } = options!.body as { entityFilter: { entityType: string } };
            if (entityFilter.entityType === 'ASSET') throw new Error('down');
            return {
                data: [{ entityId: { entityType: 'DEVICE', id: 'd1' }, latest: { ENTITY_FIELD: { name: { ts: 1, value: 'Thermostat T1' } } }, timeseries: {} }],
                totalPages: 1,
                totalElements: 1,
                hasNext: false,
            };
        });
        const items = await searchEntities({ request } as unknown as HttpClient, { types: ['DEVICE', 'ASSET'], text: 'therm', pageSize: 5 }, key => `[${key}]`);
        expect(request).toHaveBeenCalledTimes(2);
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ id: 'entity-d1', group: 'entities', label: 'Thermostat T1', detail: '[entity.type-device]', command: { type: 'navigate', path: '/devices/d1/show' } });
    });

    it('leaves out a type whose call does not answer within the time limit', async () => {
        vi.useFakeTimers();
        try {
            const request = vi.fn((_path: string, options?: { body?: unknown; signal?: AbortSignal }) => {
                const { entityFilter } = options!.body as { entityFilter: { entityType: string } };
                if (entityFilter.entityType === 'ASSET') {
                    // A server that never answers: only the abort ends the call.
                    return new Promise((_resolve, reject) => options!.signal!.addEventListener('abort', () => reject(new Error('aborted'))));
                }
                return Promise.resolve({
                    data: [{ entityId: { entityType: 'DEVICE', id: 'd1' }, latest: { ENTITY_FIELD: { name: { ts: 1, value: 'Thermostat T1' } } }, timeseries: {} }],
                    totalPages: 1,
                    totalElements: 1,
                    hasNext: false,
                });
            });
            const search = searchEntities({ request } as unknown as HttpClient, { types: ['DEVICE', 'ASSET'], text: 'therm', pageSize: 5 }, key => key);
            await vi.advanceTimersByTimeAsync(ENTITY_SEARCH_TIME_LIMIT_MS);
            expect((await search).map(item => item.label)).toEqual(['Thermostat T1']);
        } finally {
            vi.useRealTimers();
        }
    });
});
