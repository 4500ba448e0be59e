import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { WebSocket } from 'ws';
import type { Subscription, SubscriptionContext } from './context';
import { AlarmDataSubscription } from './alarmDataSubscription';
import { subscribeCount } from './countSubscriptions';
import { EntityDataSubscription } from './entityDataSubscription';
import { entityCountCmdProblem, entityDataCmdProblem } from './commandShapes';
import { SubscriptionError, v1Error, v2CommandRefusal, v2Error, type CommandsWrapper } from './protocol';
import { answerHistory, subscribeAttributes, subscribeTimeseries } from './v1Subscriptions';
import type { LiveSession } from './wsSessions';

/** Bytes queued on a socket that does not read; ThingsBoard closes it as "Max pending updates". */
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

/** Commands handled before the session lets other work run: one frame never holds the server for long. */
const COMMANDS_BETWEEN_YIELDS = 50;

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** Counts a session's subscriptions against its limits (a `LiveSession` of the registry). */
export type SubscriptionQuota = Pick<LiveSession, 'reserve' | 'release'>;

/**
 * One telemetry WebSocket: reads command frames, keeps the session's subscriptions by kind and
 * cmdId, and closes them all with the socket. Frames are handled one after another, so answers keep
 * the order of the commands. Every new cmdId takes a place within the session's limits; a command
 * over one is answered with BAD_REQUEST and the limit's reason, and the session goes on.
 */
export class TelemetrySession {
    private readonly v1 = new Map<number, Subscription>();
    private readonly entityData = new Map<number, EntityDataSubscription>();
    private readonly counts = new Map<number, Subscription>();
    private readonly alarmData = new Map<number, AlarmDataSubscription>();
    private queue: Promise<void> = Promise.resolve();
    private readonly ctx: SubscriptionContext;
    private commandsSinceYield = 0;

    constructor(
        private readonly socket: WebSocket,
        context: Omit<SubscriptionContext, 'send'>,
        private readonly quota: SubscriptionQuota,
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

    /** Lets the server answer others between commands of a long frame. */
    private async pace(): Promise<void> {
        this.commandsSinceYield += 1;
        if (this.commandsSinceYield < COMMANDS_BETWEEN_YIELDS) return;
        this.commandsSinceYield = 0;
        await yieldToOthers();
    }

    /**
     * Room for a subscription under cmdId: the one it replaces, or a new place within the limits.
     * False when over a limit, after answering the command with `refusal(reason)`.
     */
    private makeRoom(map: Map<number, Subscription>, cmdId: number, refusal: (reason: string) => object): boolean {
        if (map.has(cmdId)) return true;
        const reason = this.quota.reserve();
        if (reason === null) return true;
        this.send(refusal(reason));
        return false;
    }

    /** Puts the subscription made in the room `makeRoom` gave, or gives the room back when none was made. */
    private store(map: Map<number, Subscription>, cmdId: number, subscription: Subscription | null): void {
        map.get(cmdId)?.close();
        if (subscription) {
            map.set(cmdId, subscription);
            return;
        }
        map.delete(cmdId);
        this.quota.release();
    }

    private remove(map: Map<number, Subscription>, cmdId: number): void {
        const subscription = map.get(cmdId);
        if (!subscription) return;
        subscription.close();
        map.delete(cmdId);
        this.quota.release();
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
        const v1Refusal = (cmdId: number) => (reason: string) => v1Error(cmdId, SubscriptionError.BAD_REQUEST, reason);
        const v2Refusal = (cmdId: number, type: 'ENTITY_DATA' | 'ALARM_DATA' | 'COUNT_DATA') => (reason: string) => v2Error(cmdId, type, SubscriptionError.BAD_REQUEST, reason);
        /** ThingsBoard's first check of a v2 command; its refusal is v1-shaped, as 3.3.4 sends it. */
        const refused = (cmd: Parameters<typeof v2CommandRefusal>[0], kind: Parameters<typeof v2CommandRefusal>[1]) => {
            const refusal = v2CommandRefusal(cmd, kind);
            if (refusal) this.send(v1Error(cmd.cmdId, SubscriptionError.BAD_REQUEST, refusal));
            return refusal !== null;
        };

        for (const cmd of each<NonNullable<CommandsWrapper['attrSubCmds']>[number]>(commands.attrSubCmds)) {
            await this.pace();
            if (cmd.unsubscribe) this.remove(this.v1, cmd.cmdId);
            else if (this.makeRoom(this.v1, cmd.cmdId, v1Refusal(cmd.cmdId))) this.store(this.v1, cmd.cmdId, await subscribeAttributes(this.ctx, cmd));
        }
        for (const cmd of each<NonNullable<CommandsWrapper['tsSubCmds']>[number]>(commands.tsSubCmds)) {
            await this.pace();
            if (cmd.unsubscribe) this.remove(this.v1, cmd.cmdId);
            else if (this.makeRoom(this.v1, cmd.cmdId, v1Refusal(cmd.cmdId))) this.store(this.v1, cmd.cmdId, await subscribeTimeseries(this.ctx, cmd));
        }
        for (const cmd of each<NonNullable<CommandsWrapper['historyCmds']>[number]>(commands.historyCmds)) {
            await this.pace();
            answerHistory(this.ctx, cmd);
        }
        for (const cmd of each<NonNullable<CommandsWrapper['entityDataCmds']>[number]>(commands.entityDataCmds)) {
            await this.pace();
            if (refused(cmd, 'ENTITY_DATA')) continue;
            const problem = entityDataCmdProblem(cmd);
            if (problem) {
                this.send(v2Error(cmd.cmdId, 'ENTITY_DATA', SubscriptionError.BAD_REQUEST, problem));
                continue;
            }
            if (!this.makeRoom(this.entityData, cmd.cmdId, v2Refusal(cmd.cmdId, 'ENTITY_DATA'))) continue;
            let subscription = this.entityData.get(cmd.cmdId);
            if (!subscription) this.entityData.set(cmd.cmdId, (subscription = new EntityDataSubscription(this.ctx, cmd.cmdId)));
            await subscription.handle(cmd);
        }
        for (const cmd of each<{ cmdId: number }>(commands.entityDataUnsubscribeCmds)) this.remove(this.entityData, cmd.cmdId);
        for (const cmd of each<NonNullable<CommandsWrapper['alarmDataCmds']>[number]>(commands.alarmDataCmds)) {
            await this.pace();
            if (refused(cmd, 'ALARM_DATA')) continue;
            if (!this.makeRoom(this.alarmData, cmd.cmdId, v2Refusal(cmd.cmdId, 'ALARM_DATA'))) continue;
            let subscription = this.alarmData.get(cmd.cmdId);
            if (!subscription) this.alarmData.set(cmd.cmdId, (subscription = new AlarmDataSubscription(this.ctx, cmd.cmdId)));
            await subscription.handle(cmd);
        }
        for (const cmd of each<{ cmdId: number }>(commands.alarmDataUnsubscribeCmds)) this.remove(this.alarmData, cmd.cmdId);
        for (const cmd of each<NonNullable<CommandsWrapper['entityCountCmds']>[number]>(commands.entityCountCmds)) {
            await this.pace();
            if (refused(cmd, 'COUNT_DATA')) continue;
            const problem = entityCountCmdProblem(cmd);
            if (problem) this.send(v2Error(cmd.cmdId, 'COUNT_DATA', SubscriptionError.BAD_REQUEST, problem));
            else if (this.makeRoom(this.counts, cmd.cmdId, v2Refusal(cmd.cmdId, 'COUNT_DATA'))) this.store(this.counts, cmd.cmdId, await subscribeCount(this.ctx, cmd));
        }
        for (const cmd of each<{ cmdId: number }>(commands.entityCountUnsubscribeCmds)) this.remove(this.counts, cmd.cmdId);
    }
}
