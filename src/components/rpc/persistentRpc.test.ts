import { describe, expect, it } from 'vitest';
import { rpcListQuery, rpcRequestOf, rpcStatusColor } from './persistentRpc';

describe('persistent RPC', () => {
    it('reads the method and the parameters, which ThingsBoard stores as JSON text', () => {
        expect(rpcRequestOf({ request: { oneway: false, body: { method: 'setGpio', params: '{"pin":7,"value":1}' } } })).toEqual({ method: 'setGpio', params: { pin: 7, value: 1 }, oneway: false });
        expect(rpcRequestOf({ request: { body: { method: 'reboot', params: 'now' } } })).toEqual({ method: 'reboot', params: 'now', oneway: null });
        expect(rpcRequestOf({ request: null })).toEqual({ method: '', params: null, oneway: null });
    });

    it('filters by status only when one is chosen', () => {
        expect(rpcListQuery({ page: 0, pageSize: 10, sortProperty: 'createdTime', sortOrder: 'DESC', status: 'FAILED' })).toEqual({ pageSize: 10, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC', rpcStatus: 'FAILED' });
        expect(rpcListQuery({ page: 1, pageSize: 20, sortProperty: 'expirationTime', sortOrder: 'ASC', status: null }).rpcStatus).toBeUndefined();
    });

    it('colours waiting, successful and failed calls apart', () => {
        expect([rpcStatusColor('QUEUED'), rpcStatusColor('DELIVERED'), rpcStatusColor('SUCCESSFUL'), rpcStatusColor('TIMEOUT')]).toEqual(['default', 'info', 'success', 'error']);
    });
});
