import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { parseMethodParams } from './rpcSettings';
import type { RpcTarget } from './rpcTarget';
import { RpcTargetFrame } from './RpcTargetFrame';
import { useEffect, useRef } from 'react';
import { PersistentRpcFailed, persistentRpcAnswer, rpcErrorMessage, sendPersistentRpc, sendRpc } from './sendRpc';
import { TerminalView, type PrintLines } from './TerminalView';

/** A typed command: its method (the first word) and params (the rest, as JSON when it is JSON). */
export function parseCommand(command: string): { method: string; params: unknown } | null {
    const trimmed = command.trim();
    if (!trimmed) return null;
    const space = trimmed.search(/\s/);
    if (space < 0) return { method: trimmed, params: {} };
    return { method: trimmed.slice(0, space), params: parseMethodParams(trimmed.slice(space + 1).trim()) };
}

const answerText = (answer: unknown): string => (answer === undefined ? '' : typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2));

/** How the terminal sends: at once with a timeout, or stored for the device (requestPersistent) and its answer polled. */
interface TerminalMode {
    timeout: number;
    persistent: boolean;
    pollMs: number;
}

const Terminal = ({ target, mode }: { target: RpcTarget; mode: TerminalMode }) => {
    const translate = useTranslate();
    // A persistent call's polling stops with the widget.
    const closed = useRef(new AbortController());
    useEffect(() => {
        const controller = new AbortController();
        closed.current = controller;
        return () => controller.abort();
    }, []);
    const call = async (method: string, params: unknown, print: PrintLines) => {
        const rpc = { method, params, timeout: mode.timeout, oneway: false };
        if (!mode.persistent) return sendRpc(target.deviceId, rpc);
        const rpcId = await sendPersistentRpc(target.deviceId, rpc);
        print({ kind: 'info', text: `${translate('rpc.id')}: ${rpcId} (${translate('rpc.status-QUEUED')})` });
        return persistentRpcAnswer(rpcId, false, mode.pollMs, closed.current.signal);
    };
    const run = async (command: string, print: PrintLines) => {
        if (command.trim() === 'help') return print({ kind: 'info', text: translate('widgets.control.terminal-help') });
        const parsed = parseCommand(command);
        if (!parsed) return;
        try {
            print({ kind: 'answer', text: answerText(await call(parsed.method, parsed.params, print)) });
        } catch (error) {
            if (closed.current.signal.aborted) return;
            if (error instanceof PersistentRpcFailed) return print({ kind: 'error', text: translate(`rpc.status-${error.status}`, { _: error.status }) });
            const message = rpcErrorMessage(error);
            print({ kind: 'error', text: translate(message, { _: message }) });
        }
    };
    return <TerminalView prompt={`${target.name}>`} initial={[{ kind: 'info', text: translate('widgets.control.terminal-welcome', { device: target.name }) }]} run={run} />;
};

/** The request timeout of the terminal widgets, ThingsBoard's 500 ms when unset. */
export const terminalTimeout = (settings: Record<string, unknown>): number => (typeof settings.requestTimeout === 'number' && settings.requestTimeout > 0 ? settings.requestTimeout : 500);

/** ThingsBoard's least polling interval of a persistent request's answer, and its default. */
const MIN_POLL_MS = 1000;
const DEFAULT_POLL_MS = 5000;

/** The debug terminal's settings: timeout, requestPersistent and persistentPollingInterval (at least a second). */
export const terminalMode = (settings: Record<string, unknown>): TerminalMode => ({
    timeout: terminalTimeout(settings),
    persistent: settings.requestPersistent === true,
    pollMs: typeof settings.persistentPollingInterval === 'number' ? Math.max(MIN_POLL_MS, settings.persistentPollingInterval) : DEFAULT_POLL_MS,
});

/**
 * ThingsBoard's RPC debug terminal: type `<method> <params>` to send a two-way RPC to the target
 * device and read its answer; `help` explains. With requestPersistent the call is stored for the
 * device and its answer polled until it comes, the call fails or expires.
 */
export const RpcTerminal = ({ widget }: WidgetComponentProps) => (
    <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title="">
        {target => <Terminal target={target} mode={terminalMode(widget.config.settings ?? {})} />}
    </RpcTargetFrame>
);
