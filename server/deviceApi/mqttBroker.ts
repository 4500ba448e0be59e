import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { AppContext } from '../context';
import { DeviceTokens, type DeviceIdentity } from './deviceAuth';
import { MqttDeviceSession, MqttPayloadError, SUBSCRIBABLE, TOPIC } from './mqttDeviceSession';
import { connectionLimiter, DEFAULT_MQTT_LIMITS, type MqttLimits } from './mqttConnectionLimits';
import { RuleEngineBusyError } from '../ruleEngine/ruleEngine';
import { MQTT_PROVISION, MqttProvisioning } from '../deviceProfiles/provisioning/mqttProvisioning';

export interface RunningBroker {
    port: number;
    close(): Promise<void>;
}

/** CONNACK "not authorized" (MQTT 3.1.1 return code 5), as ThingsBoard answers an unknown token. */
const NOT_AUTHORIZED = 5;

/**
 * The embedded MQTT broker for devices (aedes), speaking ThingsBoard's device API: the MQTT user
 * name is the device's access token, or client id, user name and password match its MQTT basic
 * credentials; what a device publishes is handled by the server and never
 * routed to other clients (every device's topics are "me"); the broker only writes to a device
 * what the server addresses to that device. What a client may cost is bounded (`MqttLimits`):
 * its packets' size, the time to its CONNECT, and how many clients may be unauthenticated at once.
 */
export async function startMqttBroker(
    ctx: AppContext,
    options: { host: string; port: number; log: FastifyBaseLogger; limits?: MqttLimits },
): Promise<RunningBroker> {
    const limits = options.limits ?? DEFAULT_MQTT_LIMITS;
    const limiter = connectionLimiter(limits, (socket, reason) => options.log.info({ remoteAddress: socket.remoteAddress }, `mqtt connection closed: ${reason}`));
    const tokens = new DeviceTokens(ctx.database.sqlite);
    const devices = new WeakMap<Client, DeviceIdentity>();
    const sessions = new Map<Client, { session: MqttDeviceSession; stopRpc: () => void; awaitingAck: Array<() => void> }>();
    // Payloads the server wrote, by the client they are for: the only packets the broker forwards.
    const addressed = new WeakMap<Buffer, Client>();
    // Clients connected as "provision": they only ask for credentials (ThingsBoard's MQTT provisioning).
    const provisioning = new WeakSet<Client>();
    const provisioner = new MqttProvisioning(ctx);

    const broker = await Aedes.createBroker({
        connectTimeout: limits.connectTimeoutMs,
        authenticate(client, username, password, done) {
            // A provisioning client stays unauthenticated: it only asks for credentials, then leaves.
            if (username === MQTT_PROVISION.userName) {
                provisioning.add(client);
                return done(null, true);
            }
            const device = tokens.findMqtt(client.id, username, password?.toString('utf8'));
            if (!device) {
                const error = new Error('Not authorized') as AuthenticateError;
                error.returnCode = NOT_AUTHORIZED;
                return done(error, false);
            }
            devices.set(client, device);
            limiter.authenticated(client.conn);
            done(null, true);
        },
        authorizeSubscribe(client, subscription, done) {
            if (provisioning.has(client)) return done(null, subscription.topic === MQTT_PROVISION.responseTopic ? subscription : null);
            // A null subscription is a SUBACK failure (0x80) for a topic the device API does not serve.
            if (!SUBSCRIBABLE.has(subscription.topic)) return done(null, null);
            sessionOf(client)?.session.subscribed(subscription.topic, subscription.qos);
            done(null, subscription);
            if (subscription.topic === `${TOPIC.rpcRequest}+`) {
                const device = devices.get(client);
                // Delivered after the SUBACK, so a waiting call reaches the device once it listens.
                if (device) setImmediate(() => ctx.rpc.reachable(device.deviceId));
            }
        },
        authorizePublish(client, packet, done) {
            if (client && provisioning.has(client)) {
                if (packet.topic !== MQTT_PROVISION.requestTopic) return done(new Error('Provisioning clients only publish provision requests'));
                return void provisioner.answer(packet.payload as Buffer).then(
                    answer => {
                        if (!answer) return done(new Error('Invalid provision request'));
                        publishTo(client)(MQTT_PROVISION.responseTopic, answer);
                        done(null);
                    },
                    error => done(error instanceof Error ? error : new Error(String(error))),
                );
            }
            const entry = client ? sessionOf(client) : undefined;
            if (!entry) return done(new Error('Not connected'));
            entry.session.received(packet.topic, packet.payload as Buffer).then(
                () => done(null),
                error => {
                    // A full rule-engine queue closes the connection without PUBACK: the device keeps the message and sends it again.
                    if (error instanceof RuleEngineBusyError) return done(error);
                    if (!(error instanceof MqttPayloadError)) options.log.error({ err: error }, 'mqtt publish failed');
                    // A refused payload is an ERROR event on the device's Events tab, as over HTTP.
                    const device = client && devices.get(client);
                    if (error instanceof MqttPayloadError && device) {
                        ctx.events.record(device.tenantId, { entityType: 'DEVICE', id: device.deviceId }, 'ERROR', { method: packet.topic, error: error.message });
                    }
                    // ThingsBoard closes the connection of a device that sends what it cannot process.
                    done(error instanceof Error ? error : new Error(String(error)));
                },
            );
        },
        authorizeForward(client, packet) {
            return addressed.get(packet.payload as Buffer) === client ? packet : null;
        },
    });

    /** Writes to one device what the server addresses to it; `written` runs once the packet is out. */
    const publishTo = (client: Client) => (topic: string, payload: unknown, qos: 0 | 1 = 0, written: () => void = () => undefined) => {
        // Protobuf payloads come encoded; everything else is JSON.
        const buffer = payload instanceof Uint8Array ? Buffer.from(payload) : Buffer.from(JSON.stringify(payload));
        addressed.set(buffer, client);
        client.publish({ cmd: 'publish', topic, payload: buffer, qos, retain: false, dup: false }, written);
    };

    // A clean session's 'ack' carries no packet, but a device acknowledges QoS 1 packets in the order
    // it received them (MQTT 3.1.1 §4.6), and RPC requests are the only QoS 1 packets the server sends.
    broker.on('ack', (_packet, client) => sessions.get(client)?.awaitingAck.shift()?.());

    /**
     * The device session of an authenticated client, opened on first need: aedes reads a device's
     * first packets (a PUBLISH right behind CONNECT) before it announces the client ready, and such
     * a packet must find its session rather than close the connection.
     */
    function sessionOf(client: Client) {
        const open = sessions.get(client);
        if (open) return open;
        const device = devices.get(client);
        if (!device) return undefined;
        const session = new MqttDeviceSession(device, ctx, publishTo(client), (id, response) => ctx.rpc.respond(device.deviceId, id, response));
        const awaitingAck: Array<() => void> = [];
        // An RPC request goes out at the QoS of the device's subscription: delivered on its PUBACK (QoS 1) or once written (QoS 0).
        const stopRpc = ctx.rpc.register(device.deviceId, (request, delivered) => {
            const qos = session.rpcRequestQos();
            if (qos === null) return false;
            if (qos === 1) awaitingAck.push(delivered);
            publishTo(client)(TOPIC.rpcRequest + request.id, session.rpcRequestPayload(request), qos, qos === 0 ? delivered : undefined);
            return true;
        });
        const entry = { session, stopRpc, awaitingAck };
        sessions.set(client, entry);
        void ctx.deviceState.onConnect(device.deviceId);
        return entry;
    }

    broker.on('clientReady', client => {
        if (provisioning.has(client)) return;
        if (!sessionOf(client)) client.close();
    });
    broker.on('unsubscribe', (topics, client) => {
        for (const topic of topics) sessions.get(client)?.session.unsubscribed(topic);
    });
    broker.on('clientDisconnect', client => {
        const entry = sessions.get(client);
        if (!entry) return;
        sessions.delete(client);
        entry.session.close();
        entry.stopRpc();
        void ctx.deviceState.onDisconnect(entry.session.device.deviceId);
    });

    const server = net.createServer(socket => {
        const connection = limiter.admit(socket);
        if (connection) broker.handle(connection);
    });
    await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => resolve());
    });
    const address = server.address();
    return {
        port: typeof address === 'object' && address ? address.port : options.port,
        close: () =>
            new Promise<void>(resolve => {
                for (const client of sessions.keys()) client.close();
                server.close(() => broker.close(() => resolve()));
            }),
    };
}
