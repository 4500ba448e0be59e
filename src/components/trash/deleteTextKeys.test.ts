import { describe, expect, it } from 'vitest';
import { deleteTextKeys } from './deleteTextKeys';

describe('deleteTextKeys', () => {
    it("says the trash keeps what Thingdeck's server keeps, and ThingsBoard's 'unrecoverable' otherwise", () => {
        expect(deleteTextKeys('DEVICE', true)).toEqual({ one: 'trash.delete-one-text', many: 'trash.delete-text' });
        expect(deleteTextKeys('RULE_CHAIN', true).one).toBe('trash.delete-one-text');
        // A real ThingsBoard deletes for good; entity views never go to the trash.
        expect(deleteTextKeys('DEVICE', false)).toEqual({ one: 'entity.delete-one-text', many: 'entity.delete-text' });
        expect(deleteTextKeys('ENTITY_VIEW', true).one).toBe('entity.delete-one-text');
        expect(deleteTextKeys(undefined, true).one).toBe('entity.delete-one-text');
    });
});
