// ThingsBoard's TbTestWebSocketClient, our way: a telemetry socket whose messages a test awaits.
import WebSocket from 'ws';

export type WsMessage = Record<string, any>;

export class WsClient {
    private readonly messages: WsMessage[] = [];
    private waiters: Array<() => void> = [];

    private constructor(private readonly socket: WebSocket) {
        socket.on('message', data => {
            this.messages.push(JSON.parse(data.toString()) as WsMessage);
            for (const wake of this.waiters.splice(0)) wake();
        });
    }

    static open(serverUrl: string, token: string): Promise<WsClient> {
        const socket = new WebSocket(`${serverUrl.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
        return new Promise((resolve, reject) => {
            socket.once('open', () => resolve(new WsClient(socket)));
            socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
            socket.once('error', reject);
        });
    }

    send(commands: object | string): void {
        this.socket.send(typeof commands === 'string' ? commands : JSON.stringify(commands));
    }

    /** The next message not taken yet (ThingsBoard's waitForReply / waitForUpdate). */
    async next(timeoutMs = 2000): Promise<WsMessage> {
        const deadline = Date.now() + timeoutMs;
        while (this.messages.length === 0) {
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
            await new Promise<void>(resolve => {
                const timer = setTimeout(resolve, left);
                this.waiters.push(() => {
                    clearTimeout(timer);
                    resolve();
                });
            });
        }
        return this.messages.shift()!;
    }

    /**
     * Asserts that the writes done so far sent nothing: the server answers frames in order, so a
     * count command sent now (cmdId `probeId`) must be the next message.
     */
    async expectNothingBefore(probeId: number): Promise<void> {
        this.send({ entityCountCmds: [{ cmdId: probeId, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, keyFilters: [] } }] });
        const next = await this.next();
        if (next.cmdId !== probeId) throw new Error(`unexpected message ${JSON.stringify(next)}`);
        this.send({ entityCountUnsubscribeCmds: [{ cmdId: probeId }] });
    }

    close(): void {
        this.socket.close();
    }
}
