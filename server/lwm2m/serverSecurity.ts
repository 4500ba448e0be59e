/**
 * ThingsBoard's ServerSecurityConfig of this server's LwM2M endpoints (transport.lwm2m defaults):
 * the LwM2M server (short id 123, CoAP 5685, DTLS 5686) and the bootstrap server (short id 111,
 * CoAP 5687, DTLS 5688). No server key is configured, so the public key is empty.
 */
export interface ServerSecurityConfig {
    host: string;
    port: number;
    securityHost: string;
    securityPort: number;
    serverPublicKey: string;
    bootstrapServerIs: boolean;
    serverId: number;
    clientHoldOffTime: number;
    bootstrapServerAccountTimeout: number;
}

const ENDPOINTS = {
    server: { serverId: 123, port: 5685, securityPort: 5686 },
    bootstrap: { serverId: 111, port: 5687, securityPort: 5688 },
} as const;

export function serverSecurityConfig(bootstrapServer: boolean, host = 'localhost'): ServerSecurityConfig {
    const endpoint = ENDPOINTS[bootstrapServer ? 'bootstrap' : 'server'];
    return {
        host,
        port: endpoint.port,
        securityHost: host,
        securityPort: endpoint.securityPort,
        serverPublicKey: '',
        bootstrapServerIs: bootstrapServer,
        serverId: endpoint.serverId,
        clientHoldOffTime: 1,
        bootstrapServerAccountTimeout: 0,
    };
}
