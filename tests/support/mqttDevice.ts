/**
 * One emulated device's MQTT 3.1.1 connection, as lean as a device's firmware: CONNECT with its
 * access token, PUBLISH at QoS 1, PUBACK read back by packet id. Thousands of these share the load
 * generator's one core, so it writes the few packets it needs by hand instead of carrying a full
 * client per device. The backpressure test uses it too: it sees exactly which publishes got a PUBACK.
 */
import net from 'node:net';

/** MQTT's variable-length "remaining length". */
export function remainingLength(length: number): Buffer {
    const bytes: number[] = [];
    do {
        let byte = length % 128;
        length = Math.floor(length / 128);
        if (length > 0) byte |= 0x80;
        bytes.push(byte);
    } while (length > 0);
    return Buffer.from(bytes);
}

const utf8 = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(bytes.length);
    return Buffer.concat([length, bytes]);
};

function connectPacket(clientId: string, username: string): Buffer {
    // Protocol "MQTT" level 4, flags: user name + clean session, keep alive 0 (none).
    const variable = Buffer.concat([utf8('MQTT'), Buffer.from([4, 0x82, 0, 0])]);
    const payload = Buffer.concat([utf8(clientId), utf8(username)]);
    return Buffer.concat([Buffer.from([0x10]), remainingLength(variable.length + payload.length), variable, payload]);
}

function publishPacket(topic: Buffer, packetId: number, payload: Buffer): Buffer {
    const length = topic.length + 2 + payload.length;
    const header = remainingLength(length);
    const packet = Buffer.allocUnsafe(1 + header.length + length);
    packet[0] = 0x32; // PUBLISH, QoS 1
    header.copy(packet, 1);
    let at = 1 + header.length;
    at += topic.copy(packet, at);
    packet.writeUInt16BE(packetId, at);
    payload.copy(packet, at + 2);
    return packet;
}

const TELEMETRY_TOPIC = utf8('v1/devices/me/telemetry');

export interface MqttDeviceEvents {
    /** A PUBACK for the publish `id`. */
    acked(id: number): void;
    /** The connection ended; publishes not acknowledged by then never will be. */
    closed(reason: string): void;
}

export class MqttDevice {
    private socket: net.Socket | null = null;
    private pending = Buffer.alloc(0);
    private nextId = 1;

    constructor(
        private readonly port: number,
        private readonly clientId: string,
        private readonly token: string,
        private readonly events: MqttDeviceEvents,
    ) {}

    get connected(): boolean {
        return this.socket !== null;
    }

    /** Resolves once the server accepted the CONNECT (CONNACK 0). */
    connect(timeoutMs = 30_000): Promise<void> {
        return new Promise((resolve, reject) => {
            const socket = net.connect({ host: '127.0.0.1', port: this.port, noDelay: true });
            let connected = false;
            const fail = (reason: string) => {
                socket.destroy();
                if (!connected) reject(new Error(reason));
            };
            const timer = setTimeout(() => fail('no CONNACK in time'), timeoutMs);
            socket.on('error', error => fail(error.message));
            socket.on('close', () => {
                clearTimeout(timer);
                if (this.socket === socket) {
                    this.socket = null;
                    this.events.closed('connection closed by the server');
                } else if (!connected) reject(new Error('closed before CONNACK'));
            });
            socket.on('data', chunk => {
                this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
                this.readPackets(code => {
                    clearTimeout(timer);
                    if (code !== 0) return fail(`CONNACK ${code}`);
                    connected = true;
                    this.socket = socket;
                    resolve();
                });
            });
            socket.write(connectPacket(this.clientId, this.token));
        });
    }

    /** Publishes telemetry at QoS 1; the packet id the PUBACK will name, or null when not connected. */
    publish(payload: Buffer): number | null {
        if (!this.socket) return null;
        const id = this.nextId;
        this.nextId = this.nextId === 65_535 ? 1 : this.nextId + 1;
        this.socket.write(publishPacket(TELEMETRY_TOPIC, id, payload));
        return id;
    }

    close(): void {
        const socket = this.socket;
        this.socket = null;
        socket?.end(Buffer.from([0xe0, 0])); // DISCONNECT
    }

    private readPackets(onConnack: (code: number) => void): void {
        let at = 0;
        const buffer = this.pending;
        while (at + 2 <= buffer.length) {
            let length = 0;
            let multiplier = 1;
            let cursor = at + 1;
            let complete = false;
            while (cursor < buffer.length) {
                const byte = buffer[cursor++]!;
                length += (byte & 0x7f) * multiplier;
                multiplier *= 128;
                if ((byte & 0x80) === 0) {
                    complete = true;
                    break;
                }
            }
            if (!complete || cursor + length > buffer.length) break;
            const type = buffer[at]! >> 4;
            if (type === 2) onConnack(buffer[cursor + 1]!);
            else if (type === 4) this.events.acked(buffer.readUInt16BE(cursor));
            at = cursor + length;
        }
        this.pending = at === buffer.length ? Buffer.alloc(0) : buffer.subarray(at);
    }
}
