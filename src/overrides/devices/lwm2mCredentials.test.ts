import { describe, expect, it } from 'vitest';
import { clientFor, lwm2mProblems, readLwm2mCredentials, serverFor, writeLwm2mCredentials } from './lwm2mCredentials';

const PSK_KEY = '0123456789abcdef0123456789ABCDEF';

describe('LwM2M credentials', () => {
    it('read as ThingsBoard writes them; unreadable text starts without security', () => {
        const value = {
            client: { securityConfigClientMode: 'PSK', endpoint: 'meter-7', identity: 'meter-7-id', key: PSK_KEY },
            bootstrap: { bootstrapServer: { securityMode: 'NO_SEC' }, lwm2mServer: { securityMode: 'PSK', clientPublicKeyOrId: 'meter-7-id', clientSecretKey: PSK_KEY } },
        };
        expect(readLwm2mCredentials(JSON.stringify(value))).toEqual(value);
        expect(readLwm2mCredentials('not json')).toEqual({
            client: { securityConfigClientMode: 'NO_SEC', endpoint: '' },
            bootstrap: { bootstrapServer: { securityMode: 'NO_SEC' }, lwm2mServer: { securityMode: 'NO_SEC' } },
        });
        expect(JSON.parse(writeLwm2mCredentials(readLwm2mCredentials(JSON.stringify(value))))).toEqual(value);
    });

    it('keep only the fields of the mode; a PSK identity defaults to the endpoint', () => {
        expect(clientFor('PSK', { endpoint: 'meter-7', cert: 'x' })).toEqual({ securityConfigClientMode: 'PSK', endpoint: 'meter-7', identity: 'meter-7', key: '' });
        expect(clientFor('X509', { endpoint: 'e', key: 'k' })).toEqual({ securityConfigClientMode: 'X509', endpoint: 'e', cert: '' });
        expect(clientFor('NO_SEC', { endpoint: 'e', key: 'k' })).toEqual({ securityConfigClientMode: 'NO_SEC', endpoint: 'e' });
        expect(serverFor('NO_SEC', { clientSecretKey: 's' })).toEqual({ securityMode: 'NO_SEC' });
    });

    it('need an endpoint, a PSK identity and a hexadecimal key of 32, 64 or 128 characters, base64 RPK keys, and both keys of a secured server', () => {
        const base = readLwm2mCredentials(null);
        expect(lwm2mProblems(base)).toEqual({ 'client.endpoint': 'device-credentials.lwm2m.endpoint-required' });
        const psk = { ...base, client: { securityConfigClientMode: 'PSK' as const, endpoint: 'e', identity: '', key: 'abc' } };
        expect(lwm2mProblems(psk)).toEqual({ 'client.identity': 'device-credentials.lwm2m.identity-required', 'client.key': 'device-credentials.lwm2m.psk-key-format' });
        expect(lwm2mProblems({ ...psk, client: { ...psk.client, identity: 'i', key: PSK_KEY } })).toEqual({});
        expect(lwm2mProblems({ ...base, client: { securityConfigClientMode: 'RPK', endpoint: 'e', key: 'not base64!' } })).toEqual({ 'client.key': 'device-credentials.lwm2m.base64-format' });
        expect(lwm2mProblems({ client: { securityConfigClientMode: 'X509', endpoint: 'e', cert: '' }, bootstrap: { ...base.bootstrap, lwm2mServer: serverFor('RPK') } })).toEqual({
            'lwm2mServer.clientPublicKeyOrId': 'device-credentials.lwm2m.public-key-or-id-required',
            'lwm2mServer.clientSecretKey': 'device-credentials.lwm2m.secret-key-required',
        });
    });
});
