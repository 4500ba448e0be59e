import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isPlainObject } from '../../lib/json';
import { ProvisionService, type ProvisionRequest, type ProvisionResponse } from './provisionService';

/**
 * ThingsBoard's MQTT provisioning: a client that connects with the user name "provision" may only
 * subscribe to /provision/response and publish its request to /provision/request; the answer is
 * the same JSON as over HTTP.
 */
export const MQTT_PROVISION = {
    userName: 'provision',
    requestTopic: '/provision/request',
    responseTopic: '/provision/response',
} as const;

/** The save of a provisioned device reads query parameters from its request; over MQTT there are none. */
const NO_HTTP_REQUEST = { query: {}, headers: {} } as unknown as FastifyRequest;

export class MqttProvisioning {
    private readonly service: ProvisionService;

    constructor(ctx: AppContext) {
        this.service = new ProvisionService(ctx);
    }

    /** Answers one request payload; null when it is not a JSON object (the connection is then closed). */
    async answer(payload: Buffer): Promise<ProvisionResponse | null> {
        let request: unknown;
        try {
            request = JSON.parse(payload.toString('utf8'));
        } catch {
            return null;
        }
        return isPlainObject(request) ? this.service.provision(request as ProvisionRequest, NO_HTTP_REQUEST) : null;
    }
}
