import { describe, expect, it } from 'vitest';
import { notRestoredText } from './notRestoredText';

const translate = (key: string, options: Record<string, unknown> = {}) => `${key}${Object.keys(options).length ? ` ${JSON.stringify(options)}` : ''}`;

describe('notRestoredText', () => {
    it('translates the kind, the reason and the other entity by its type and name', () => {
        const text = notRestoredText(
            { kind: 'RELATION', reason: 'IN_TRASH', other: { entityType: 'ASSET', id: 'a1', name: 'Plant' }, original: 'Contains', replacement: null, message: 'English' },
            translate,
        );
        expect(text).toBe('trash.not-restored.RELATION {"other":"entity.type-asset “Plant”","reason":"trash.reason.IN_TRASH","original":"Contains","replacement":""}');
    });

    it('names an entity whose name is unknown by its id, and none when there is none', () => {
        expect(notRestoredText({ kind: 'CUSTOMER_ASSIGNMENT', reason: 'DELETED', other: { entityType: 'CUSTOMER', id: 'c1', name: null }, original: null, replacement: null, message: '' }, translate))
            .toContain('“c1”');
        expect(notRestoredText({ kind: 'ACCESS_TOKEN', reason: 'TAKEN', other: null, original: null, replacement: null, message: '' }, translate))
            .toContain('"other":""');
    });
});
