import { describe, expect, it } from 'vitest';
import { eventColumns, eventTypesOf } from './eventColumns';

const keys = (type: Parameters<typeof eventColumns>[0]) => eventColumns(type, key => key).map(column => column.key);

describe('event columns', () => {
    it("are ThingsBoard's per event type", () => {
        expect(keys('ERROR')).toEqual(['createdTime', 'server', 'method', 'error']);
        expect(keys('LC_EVENT')).toEqual(['createdTime', 'server', 'event', 'success', 'error']);
        expect(keys('STATS')).toEqual(['createdTime', 'server', 'messagesProcessed', 'errorsOccurred']);
        expect(keys('DEBUG_RULE_NODE')).toEqual(['createdTime', 'server', 'type', 'entityName', 'msgId', 'msgType', 'relationType', 'data', 'metadata', 'error']);
    });

    it('offer debug events only for rule chains and rule nodes', () => {
        expect(eventTypesOf('DEVICE')).toEqual(['ERROR', 'LC_EVENT', 'STATS']);
        expect(eventTypesOf('RULE_CHAIN')).toContain('DEBUG_RULE_CHAIN');
        expect(eventTypesOf('RULE_NODE')).toContain('DEBUG_RULE_NODE');
    });

    it('show a lifecycle event as success or failure', () => {
        const status = eventColumns('LC_EVENT', key => key).find(column => column.key === 'success')!;
        const event = (success: boolean) => ({ id: { id: '1' }, createdTime: 0, tenantId: { entityType: 'TENANT' as const, id: 't' }, type: 'LC_EVENT', uid: 'u', entityId: { entityType: 'DEVICE' as const, id: 'd' }, body: { success } });
        expect(status.render(event(true))).toBe('event.success');
        expect(status.render(event(false))).toBe('event.failed');
    });
});
