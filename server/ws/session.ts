import type { WebSocket } from 'ws';
import type { Subscription, SubscriptionContext } from './context';
import { AlarmDataSubscription } from './alarmDataSubscription';
import { subscribeCount } from './countSubscriptions';
import { EntityDataSubscription } from './entityDataSubscription';
import { entityCountCmdProblem, entityDataCmdProblem } from './commandShapes';
import { SubscriptionError, v1Error, v2Error, type CommandsWrapper } from './protocol';
import { answerHistory, subscribeAttributes, subscribeTimeseries } from './v1Subscriptions';

/** Bytes queued on a socket that does not read; ThingsBoard closes it as "Max pending updates". */
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * One telemetry WebSocket: reads command frames, keeps the session's subscriptions by kind and
 * cmdId, and closes them all with the socket. Frames are handled one after another, so answers keep
 * the order of the commands.
 */
export class TelemetrySession {
    private readonly v1 = new Map<number, Subscription>();
    private readonly entityData = new Map<number, EntityDataSubscription>();
    private readonly counts = new Map<number, Subscription>();
    private readonly alarmData = new Map<number, AlarmDataSubscription>();
    private queue: Promise<void> = Promise.resolve();
    private readonly ctx: SubscriptionContext;

    constructor(
        private readonly socket: WebSocket,
        context: Omit<SubscriptionContext, 'send'>,
        private readonly onFault: (error: unknown) => void,
    ) {
        this.ctx = { ...context, send: message => this.send(message) };
    }

    private send(message: object): void {
        if (this.socket.readyState !== this.socket.OPEN) return;
        if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            this.socket.close(1008, 'Max pending updates limit reached!');
            return;
        }
        this.socket.send(JSON.stringify(message));
    }

    receive(frame: string): void {
        this.queue = this.queue.then(() => this.handle(frame)).catch(error => {
            this.onFault(error);
            this.send(v1Error(0, SubscriptionError.INTERNAL_ERROR, 'Internal Server error!'));
        });
    }

    close(): void {
        for (const subscriptions of [this.v1, this.entityData, this.counts, this.alarmData]) {
            for (const subscription of subscriptions.values()) subscription.close();
            subscriptions.clear();
        }
    }

    private replace(map: Map<number, Subscription>, cmdId: number, subscription: Subscription | null): void {
        map.get(cmdId)?.close();
        map.delete(cmdId);
        if (subscription) map.set(cmdId, subscription);
    }

    private async handle(frame: string): Promise<void> {
        let commands: CommandsWrapper;
        try {
            commands = JSON.parse(frame) as CommandsWrapper;
            if (typeof commands !== 'object' || commands === null || Array.isArray(commands)) throw new Error('not an object');
        } catch {
            this.send(v1Error(0, SubscriptionError.BAD_REQUEST, 'Failed to parse websocket command!'));
            return;
        }
        const valid = (cmd: unknown): cmd is { cmdId: number } => typeof cmd === 'object' && cmd !== null && typeof (cmd as { cmdId?: unknown }).cmdId === 'number';
        const each = <T>(list: unknown): T[] => (isArray(list) ? list.filter(valid) : []) as T[];

        for (const cmd of each<NonNullable<CommandsWrapper['attrSubCmds']>[number]>(commands.attrSubCmds)) {
            this.replace(this.v1, cmd.cmdId, cmd.unsubscribe ? null : await subscribeAttributes(this.ctx, cmd));
        }
        for (const cmd of each<NonNullable<CommandsWrapper['tsSubCmds']>[number]>(commands.tsSubCmds)) {
            this.replace(this.v1, cmd.cmdId, cmd.unsubscribe ? null : await subscribeTimeseries(this.ctx, cmd));
        }
        for (const cmd of each<NonNullable<CommandsWrapper['historyCmds']>[number]>(commands.historyCmds)) answerHistory(this.ctx, cmd);
        for (const cmd of each<NonNullable<CommandsWrapper['entityDataCmds']>[number]>(commands.entityDataCmds)) {
            const problem = entityDataCmdProblem(cmd);
            if (problem) {
                this.send(v2Error(cmd.cmdId, 'ENTITY_DATA', SubscriptionError.BAD_REQUEST, problem));
                continue;
            }
            let subscription = this.entityData.get(cmd.cmdId);
            if (!subscription) this.entityData.set(cmd.cmdId, (subscription = new EntityDataSubscription(this.ctx, cmd.cmdId)));
            await subscription.handle(cmd);
        }
        for (const cmd of each<{ cmdId: number }>(commands.entityDataUnsubscribeCmds)) {
            this.entityData.get(cmd.cmdId)?.close();
            this.entityData.delete(cmd.cmdId);
        }
        for (const cmd of each<NonNullable<CommandsWrapper['alarmDataCmds']>[number]>(commands.alarmDataCmds)) {
            let subscription = this.alarmData.get(cmd.cmdId);
            if (!subscription) this.alarmData.set(cmd.cmdId, (subscription = new AlarmDataSubscription(this.ctx, cmd.cmdId)));
            await subscription.handle(cmd);
        }
        for (const cmd of each<{ cmdId: number }>(commands.alarmDataUnsubscribeCmds)) {
            this.alarmData.get(cmd.cmdId)?.close();
            this.alarmData.delete(cmd.cmdId);
        }
        for (const cmd of each<NonNullable<CommandsWrapper['entityCountCmds']>[number]>(commands.entityCountCmds)) {
            const problem = entityCountCmdProblem(cmd);
            if (problem) this.send(v2Error(cmd.cmdId, 'COUNT_DATA', SubscriptionError.BAD_REQUEST, problem));
            else this.replace(this.counts, cmd.cmdId, await subscribeCount(this.ctx, cmd));
        }
        for (const cmd of each<{ cmdId: number }>(commands.entityCountUnsubscribeCmds)) this.replace(this.counts, cmd.cmdId, null);
    }
}
