import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type Frame = Record<string, unknown>;
type SubscriptionKind = 'tsSubCmds' | 'attrSubCmds';

const parse = (payload: string | Buffer): Frame => {
    try {
        return JSON.parse(String(payload)) as Frame;
    } catch {
        return {};
    }
};

/**
 * The frames of the page's telemetry socket, recorded from now on: start it before the page opens
 * its socket. A test waits on it for a subscription to be live instead of waiting for time.
 */
export const socketFrames = (page: Page) => {
    const sent: Frame[] = [];
    const received: Frame[] = [];
    page.on('websocket', socket => {
        socket.on('framesent', ({ payload }) => sent.push(parse(payload)));
        socket.on('framereceived', ({ payload }) => received.push(parse(payload)));
    });

    const commandIds = (kind: SubscriptionKind, entityId: string) =>
        sent.flatMap(frame => (Array.isArray(frame[kind]) ? (frame[kind] as Frame[]) : []))
            .filter(command => command.entityId === entityId && !command.unsubscribe)
            .map(command => command.cmdId);

    return {
        /**
         * Resolves once the server answered the page's subscription to an entity's time series or
         * attributes: it registers the subscription before its first answer, so from then on every
         * new value reaches the page.
         */
        subscribed: (kind: SubscriptionKind, entityId: string) =>
            expect
                .poll(() => {
                    const ids = commandIds(kind, entityId);
                    return received.some(frame => ids.includes(frame.subscriptionId));
                }, { timeout: 15_000 })
                .toBe(true),
    };
};
