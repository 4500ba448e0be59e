import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { parseMethodParams } from './rpcSettings';
import type { RpcTarget } from './rpcTarget';
import { RpcTargetFrame } from './RpcTargetFrame';
import { rpcErrorMessage, sendRpc } from './sendRpc';
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

const Terminal = ({ target, timeout }: { target: RpcTarget; timeout: number }) => {
    const translate = useTranslate();
    const run = async (command: string, print: PrintLines) => {
        if (command.trim() === 'help') return print({ kind: 'info', text: translate('widgets.control.terminal-help') });
        const parsed = parseCommand(command);
        if (!parsed) return;
        try {
            const answer = await sendRpc(target.deviceId, { method: parsed.method, params: parsed.params, timeout, oneway: false });
            print({ kind: 'answer', text: answerText(answer) });
        } catch (error) {
            const message = rpcErrorMessage(error);
            print({ kind: 'error', text: translate(message, { _: message }) });
        }
    };
    return <TerminalView prompt={`${target.name}>`} initial={[{ kind: 'info', text: translate('widgets.control.terminal-welcome', { device: target.name }) }]} run={run} />;
};

/** The request timeout of the terminal widgets, ThingsBoard's 500 ms when unset. */
export const terminalTimeout = (settings: Record<string, unknown>): number => (typeof settings.requestTimeout === 'number' && settings.requestTimeout > 0 ? settings.requestTimeout : 500);

/**
 * ThingsBoard's RPC debug terminal: type `<method> <params>` to send a two-way RPC to the target
 * device and read its answer; `help` explains.
 */
export const RpcTerminal = ({ widget }: WidgetComponentProps) => (
    <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title="">
        {target => <Terminal target={target} timeout={terminalTimeout(widget.config.settings ?? {})} />}
    </RpcTargetFrame>
);
