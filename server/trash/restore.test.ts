import { describe, expect, it } from 'vitest';
import { messageOf, notRestored } from './notRestored';
import { freeName } from './restore';
import { packSnapshot, unpackSnapshot, type TrashSnapshot } from './snapshot';

describe('freeName', () => {
    it('suffixes a taken name, counting up past the suffixes taken too', () => {
        expect(freeName('Pump', () => false)).toBe('Pump (restored)');
        const taken = new Set(['Pump (restored)', 'Pump (restored 2)']);
        expect(freeName('Pump', name => taken.has(name))).toBe('Pump (restored 3)');
    });
});

describe('what a restore reports', () => {
    it('names the other entity, by name when known, else by id, and the reason', () => {
        expect(messageOf({ kind: 'RELATION', reason: 'IN_TRASH', other: { entityType: 'ASSET', id: 'a1', name: 'Plant' }, original: 'Contains', replacement: null }))
            .toBe("The relation 'Contains' with ASSET 'Plant' was not restored: it is in the trash (restore it first).");
        expect(messageOf({ kind: 'CUSTOMER_ASSIGNMENT', reason: 'DELETED', other: { entityType: 'CUSTOMER', id: 'c1', name: null }, original: null, replacement: null }))
            .toBe('Its customer CUSTOMER c1 no longer exists: not assigned to it.');
        expect(notRestored({ kind: 'NAME', reason: 'TAKEN', other: null, original: 'Pump', replacement: 'Pump (restored)' }).message)
            .toBe("The name 'Pump' is taken by another entity: restored as 'Pump (restored)'.");
    });
});

describe('a kept copy', () => {
    it('reads back as written, blobs included', () => {
        const snapshot: TrashSnapshot = {
            entityType: 'DASHBOARD',
            row: { id: 'd1', title: 'Board', configuration: '{"widgets":{}}' },
            owned: [{ table: 'entity_version', rows: [{ id: 7, data: Buffer.from([1, 2, 3]) }] }],
            relations: [], alarms: [], entityAlarms: [], names: {}, assigned: [], sharedDashboards: [], users: [], defaultsOf: [],
        };
        const back = unpackSnapshot(packSnapshot(snapshot));
        expect(back).toEqual(snapshot);
        expect(Buffer.isBuffer(back.owned[0]!.rows[0]!.data)).toBe(true);
    });
});
