import type net from 'node:net';
import { Duplex } from 'node:stream';

/** What one MQTT connection may cost the server, before and after it authenticates. */
export interface MqttLimits {
    /**
     * Largest packet a client may send, counted as MQTT's remaining length (ThingsBoard's
     * NETTY_MAX_PAYLOAD_SIZE, 65536): a packet declared larger closes the connection at its header,
     * before any of it is buffered.
     */
    maxPacketBytes: number;
    /** Time from the TCP connection to a complete CONNECT packet; a client still silent is closed. */
    connectTimeoutMs: number;
    /**
     * Connections that have not authenticated yet (still connecting, or provisioning), all clients
     * together; one more is closed at once. With the packet limit this bounds what strangers can
     * make the server hold to maxUnauthenticated × maxPacketBytes.
     */
    maxUnauthenticated: number;
}

export const DEFAULT_MQTT_LIMITS: MqttLimits = { maxPacketBytes: 65_536, connectTimeoutMs: 10_000, maxUnauthenticated: 500 };

/** A variable-length integer of MQTT's fixed header has at most 4 bytes. */
const MAX_LENGTH_BYTES = 4;

/**
 * Follows the packet boundaries of one connection's incoming bytes (fixed header byte, remaining
 * length, body) without keeping any of them, and says when a packet declares more than `maxBytes`.
 */
export class PacketSizeWatch {
    private state: 'header' | 'length' | 'body' = 'header';
    private length = 0;
    private multiplier = 1;
    private lengthBytes = 0;
    private remaining = 0;

    constructor(private readonly maxBytes: number) {}

    /** Reads a chunk; false as soon as a packet is declared over the limit (or its length is malformed). */
    accept(chunk: Buffer): boolean {
        let index = 0;
        while (index < chunk.length) {
            if (this.state === 'body') {
                const skipped = Math.min(this.remaining, chunk.length - index);
                index += skipped;
                this.remaining -= skipped;
                if (this.remaining === 0) this.state = 'header';
            } else if (this.state === 'header') {
                index += 1;
                this.state = 'length';
                this.length = 0;
                this.multiplier = 1;
                this.lengthBytes = 0;
            } else {
                const byte = chunk[index++]!;
                this.length += (byte & 0x7f) * this.multiplier;
                this.multiplier *= 128;
                this.lengthBytes += 1;
                if (this.length > this.maxBytes) return false;
                if (byte & 0x80) {
                    if (this.lengthBytes === MAX_LENGTH_BYTES) return false;
                    continue;
                }
                this.remaining = this.length;
                this.state = this.length === 0 ? 'header' : 'body';
            }
        }
        return true;
    }
}

/**
 * The socket as the broker sees it: the same bytes both ways, except that a chunk carrying a packet
 * declared over the size limit never reaches the broker; the connection closes at its header.
 */
class SizeCheckedSocket extends Duplex {
    constructor(
        private readonly socket: net.Socket,
        maxPacketBytes: number,
        onOversized: () => void,
    ) {
        super({ allowHalfOpen: false });
        const watch = new PacketSizeWatch(maxPacketBytes);
        socket.on('data', (chunk: Buffer) => {
            if (!watch.accept(chunk)) {
                onOversized();
                this.destroy();
                return;
            }
            if (!this.push(chunk)) socket.pause();
        });
        socket.on('end', () => this.push(null));
        socket.on('error', error => this.destroy(error));
        socket.on('close', () => this.destroy());
    }

    override _read(): void {
        this.socket.resume();
    }

    override _write(chunk: Buffer, encoding: BufferEncoding, done: (error?: Error | null) => void): void {
        this.socket.write(chunk, encoding, done);
    }

    override _final(done: (error?: Error | null) => void): void {
        this.socket.end(() => done());
    }

    override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
        this.socket.destroy();
        done(error);
    }
}

export interface ConnectionLimiter {
    /**
     * Takes a new TCP connection: null (and the socket is closed) when too many are unauthenticated
     * already; otherwise the stream the broker should read, which closes the connection at the header
     * of a packet over the size limit. It counts as unauthenticated until `authenticated`.
     */
    admit(socket: net.Socket): Duplex | null;
    /** The connection authenticated: it no longer counts against the cap. */
    authenticated(connection: Duplex): void;
    /** Connections not authenticated yet. */
    readonly unauthenticated: number;
}

/** Bounds what a client costs before it proves who it is, and the packet size of every client. */
export function connectionLimiter(limits: MqttLimits, onRefused: (socket: net.Socket, reason: string) => void): ConnectionLimiter {
    const pending = new Set<Duplex>();
    return {
        admit(socket) {
            if (pending.size >= limits.maxUnauthenticated) {
                onRefused(socket, 'too many unauthenticated connections');
                socket.destroy();
                return null;
            }
            const connection = new SizeCheckedSocket(socket, limits.maxPacketBytes, () => onRefused(socket, `packet over ${limits.maxPacketBytes} bytes`));
            pending.add(connection);
            connection.once('close', () => pending.delete(connection));
            return connection;
        },
        authenticated(connection) {
            pending.delete(connection);
        },
        get unauthenticated() {
            return pending.size;
        },
    };
}
