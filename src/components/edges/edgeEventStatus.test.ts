import { describe, expect, it } from 'vitest';
import { edgeEventActionKey, edgeEventStatus, edgeEventTypeKey } from './edgeEventStatus';

describe('edge event status', () => {
    it('is DEPLOYED only before the edge’s queueStartTs; PENDING at or after it, and when the edge never read its queue', () => {
        expect(edgeEventStatus(999, 1000)).toBe('DEPLOYED');
        expect(edgeEventStatus(1000, 1000)).toBe('PENDING');
        expect(edgeEventStatus(1001, 1000)).toBe('PENDING');
        expect(edgeEventStatus(1, null)).toBe('PENDING');
    });

    it('names types and actions by ThingsBoard-style keys', () => {
        expect(edgeEventTypeKey('RULE_CHAIN_METADATA')).toBe('edge-event.type-rule-chain-metadata');
        expect(edgeEventActionKey('ASSIGNED_TO_EDGE')).toBe('edge-event.action-assigned-to-edge');
    });
});
