import { describe, expect, it } from 'vitest';
import { serverConfigOf } from './lwm2mServers';
import { transportErrors } from './transportErrors';
import { defaultTransportConfiguration } from '../profileModel';

describe('LwM2M server entries', () => {
    it("take the server's id, host and port, and form a valid server list", () => {
        const bootstrap = serverConfigOf({ host: 'localhost', port: 5687, securityHost: 'localhost', securityPort: 5688, serverPublicKey: '', bootstrapServerIs: true, serverId: 111, clientHoldOffTime: 1, bootstrapServerAccountTimeout: 0 }, true);
        expect(bootstrap).toMatchObject({ shortServerId: 111, bootstrapServerIs: true, host: 'localhost', port: 5687, securityMode: 'NO_SEC', binding: 'U', lifetime: 300 });
        const server = serverConfigOf({ host: 'h', port: 5685, serverId: 123 }, false);
        expect(server).toMatchObject({ shortServerId: 123, bootstrapServerIs: false, clientHoldOffTime: 1, bootstrapServerAccountTimeout: 0 });
        expect(transportErrors({ ...defaultTransportConfiguration('LWM2M'), bootstrap: [bootstrap, server] })).toEqual([]);
    });
});
