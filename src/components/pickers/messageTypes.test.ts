import { describe, expect, it } from 'vitest';
import { matchingMessageTypes, MESSAGE_TYPES, messageTypeName, showsPickedType } from './messageTypes';

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

describe('when the list offers every type', () => {
    it('only while the field shows the name of the known type picked', () => {
        expect(showsPickedType('RPC_QUEUED', 'RPC Queued')).toBe(true);
        expect(showsPickedType('RPC_QUEUED', 'RPC Q')).toBe(false);
        // Typed text is held as a custom type: it filters, it is not a pick.
        expect(showsPickedType('rpc', 'rpc')).toBe(false);
        expect(showsPickedType(null, '')).toBe(false);
    });
});
