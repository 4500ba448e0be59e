import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../resources';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { newId, NULL_UUID, timeOfId } from '../lib/ids';
import { PagedRepository } from './pagedRepository';

/**
 * The paged repository answers pages three ways (straight from an index, from cached ordered ids,
 * and by joined-value groups); all three must give exactly what one plain ORDER BY gives.
 */
let database: DatabaseHandle;
let repository: PagedRepository;
const TENANT = newId();
const OTHER_TENANT = newId();

beforeAll(async () => {
    database = await openDatabase(':memory:');
    const { sqlite } = database;
    const insert = (table: string, row: Record<string, unknown>) =>
        sqlite.prepare(`INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row).map(() => '?').join(', ')})`).run(...Object.values(row));
    const customers = ['Zeta', 'alpha', 'Beta', 'beta'].map(title => {
        const id = newId();
        insert('customer', { id, created_time: timeOfId(id), tenant_id: TENANT, title, is_public: 0 });
        return id;
    });
    const profiles = ['b-profile', 'a-profile', 'B-profile'].map(name => {
        const id = newId();
        insert('device_profile', { id, created_time: timeOfId(id), tenant_id: TENANT, name, type: 'DEFAULT', transport_type: 'DEFAULT', provision_type: 'DISABLED', profile_data: '{}' });
        return id;
    });
    // Unassigned devices, devices of a customer that no longer exists, and another tenant's rows.
    const owners = [...customers, NULL_UUID, newId()];
    for (let i = 0; i < 537; i++) {
        const id = newId(Date.now() - i * 1000);
        insert('device', {
            id, created_time: timeOfId(id), tenant_id: i % 17 === 0 ? OTHER_TENANT : TENANT, customer_id: owners[i % owners.length],
            device_profile_id: profiles[i % profiles.length], name: `device ${i}`, type: 't', label: i % 4 ? `label ${i % 5}` : null,
        });
    }
    repository = new PagedRepository(sqlite, devices);
});
afterAll(() => database.close());

const reference = (order: string, extra = '', params: unknown[] = []) =>
    database.sqlite
        .prepare(`SELECT t.id FROM device t LEFT JOIN customer c ON c.id = t.customer_id LEFT JOIN device_profile p ON p.id = t.device_profile_id WHERE t.tenant_id = ? ${extra} ORDER BY ${order}`)
        .pluck()
        .all(TENANT, ...params) as string[];

const pagesOf = (sortProperty: string, sortOrder: string, pageSize: number, textSearch?: string) => {
    const ids: string[] = [];
    let total = -1;
    for (let page = 0; ; page++) {
        const result = repository.page([{ sql: 't.tenant_id = ?', params: [TENANT] }], { pageSize, page, sortProperty, sortOrder, textSearch }, devices.search.fields);
        total = result.totalElements;
        ids.push(...result.data.map(item => (item.id as { id: string }).id));
        if (!result.hasNext) break;
    }
    return { ids, total };
};

describe('paged repository', () => {
    it.each([
        ['customerTitle', 'c.title'],
        ['deviceProfileName', 'p.name'],
        ['createdTime', 't.created_time'],
        ['name', 't.name'],
        ['label', 't.label'],
    ])('pages by %s exactly as ORDER BY would, in both directions and any page size', (sortProperty, expression) => {
        for (const direction of ['ASC', 'DESC']) {
            const expected = reference(`${expression} ${direction}, t.id ${direction}`);
            for (const pageSize of [1, 7, 10, 200]) {
                const { ids, total } = pagesOf(sortProperty, direction, pageSize);
                expect(total).toBe(expected.length);
                expect(ids).toEqual(expected);
            }
        }
    });

    it('combines a search with a joined sort', () => {
        const pattern = '%beta%';
        const expected = reference(
            'c.title DESC, t.id DESC',
            "AND (t.name LIKE ? OR t.label LIKE ? OR t.device_profile_id IN (SELECT id FROM device_profile WHERE name LIKE ?) OR t.customer_id IN (SELECT id FROM customer WHERE title LIKE ?))",
            [pattern, pattern, pattern, pattern],
        );
        expect(expected.length).toBeGreaterThan(0);
        expect(pagesOf('customerTitle', 'DESC', 6, 'BETA').ids).toEqual(expected);
    });

    it('sees writes at once: a new row invalidates what was kept', () => {
        const before = pagesOf('customerTitle', 'ASC', 10).total;
        const id = newId();
        database.sqlite
            .prepare("INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type) SELECT ?, ?, ?, customer_id, device_profile_id, 'fresh', 't' FROM device WHERE tenant_id = ? LIMIT 1")
            .run(id, timeOfId(id), TENANT, TENANT);
        expect(pagesOf('customerTitle', 'ASC', 10).total).toBe(before + 1);
        expect(pagesOf('createdTime', 'DESC', 10).ids[0]).toBe(id);
    });
});
