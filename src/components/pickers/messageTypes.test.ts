import { describe, expect, it } from 'vitest';
import { matchingMessageTypes, MESSAGE_TYPES, messageTypeName } from './messageTypes';

describe('message types', () => {
    it('lists the 22 rule-engine types with display names', () => {
        expect(MESSAGE_TYPES).toHaveLength(22);
        expect(messageTypeName('POST_TELEMETRY_REQUEST')).toBe('Post telemetry');
        expect(messageTypeName('MY_OWN')).toBe('MY_OWN');
    });

    it.each([
        ['telemetry', ['POST_TELEMETRY_REQUEST']],
        ['RPC REQUEST', ['TO_SERVER_RPC_REQUEST', 'RPC_CALL_FROM_SERVER_TO_DEVICE']],
        ['deleted', ['ENTITY_DELETED', 'ATTRIBUTES_DELETED', 'TIMESERIES_DELETED']],
        ['zzz', []],
    ])('finds %j by case-insensitive substring', (text, expected) => {
        expect(matchingMessageTypes(text)).toEqual(expected);
    });
});
