import { describe, expect, it } from 'vitest';
import { decodeStateParam, encodeStateParam } from './dashboardStateParam';

describe('the ?state= parameter', () => {
    it("is base64 of the stack's UTF-8 JSON, as ThingsBoard's objToBase64 writes it", () => {
        const stack = [{ id: 'default', params: {} }, { id: 'chart', params: { entityId: { entityType: 'DEVICE', id: 'a1' }, entityName: 'Thermostat T1' } }];
        const encoded = encodeStateParam(stack);
        expect(encoded).toBe(Buffer.from(JSON.stringify(stack), 'utf8').toString('base64'));
        expect(decodeStateParam(encoded)).toEqual(stack);
    });

    it('carries names outside Latin-1', () => {
        const stack = [{ id: 'chart', params: { entityName: 'Термостат °C' } }];
        expect(decodeStateParam(encodeStateParam(stack))).toEqual(stack);
    });

    it('decodes a value ThingsBoard wrote', () => {
        // btoa(JSON.stringify([{id:"map",params:{}}]))
        expect(decodeStateParam('W3siaWQiOiJtYXAiLCJwYXJhbXMiOnt9fV0=')).toEqual([{ id: 'map', params: {} }]);
    });

    it('gives an empty stack for a missing or foreign value', () => {
        expect(decodeStateParam(null)).toEqual([]);
        expect(decodeStateParam('not base64!')).toEqual([]);
        expect(decodeStateParam(btoa('{"id":"x"}'))).toEqual([]);
        expect(decodeStateParam(btoa('[{"params":{}}, {"id":"ok"}]'))).toEqual([{ id: 'ok', params: {} }]);
    });
});
