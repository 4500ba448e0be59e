import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import type { RpcTarget } from './rpcTarget';
import { RpcTargetFrame } from './RpcTargetFrame';
import { terminalTimeout } from './RpcTerminal';
import { rpcErrorMessage, sendRpc } from './sendRpc';
import { TerminalView, type PrintLines } from './TerminalView';

/** How often a running command's output is asked for; five times slower while it prints nothing. */
const POLL_MS = 200;
/** A command that still runs after this many polls is left to the device (the shell answers again). */
const MAX_POLLS = 600;

interface CommandStatus {
    data?: Array<{ stdout?: string; stderr?: string }>;
    done?: boolean;
    cwd?: string;
}

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

const Shell = ({ target, timeout }: { target: RpcTarget; timeout: number }) => {
    const translate = useTranslate();
    const [cwd, setCwd] = useState<string | null>(null);
    const [welcome, setWelcome] = useState<string | null>(null);
    const call = (method: string, params: unknown) => sendRpc(target.deviceId, { method, params, timeout, oneway: false });
    useEffect(() => {
        call('getTermInfo', null).then(
            info => {
                const term = (info ?? {}) as { cwd?: string; platform?: string };
                setCwd(term.cwd ?? '');
                setWelcome(translate('widgets.control.shell-welcome', { device: target.name, platform: term.platform ?? '?' }));
            },
            error => {
                setCwd('');
                const message = rpcErrorMessage(error);
                setWelcome(translate(message, { _: message }));
            },
        );
        // The terminal's state is asked once per device.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [target.deviceId]);
    const run = async (command: string, print: PrintLines) => {
        if (!command.trim()) return;
        try {
            const sent = (await call('sendCommand', { command, cwd })) as { ok?: boolean; error?: string } | null;
            if (!sent?.ok) return print({ kind: 'error', text: sent?.error ?? translate('widgets.rpc.request-failed') });
            for (let poll = 0; poll < MAX_POLLS; poll += 1) {
                const status = ((await call('getCommandStatus', null)) ?? {}) as CommandStatus;
                for (const output of status.data ?? []) {
                    if (output.stdout) print({ kind: 'answer', text: output.stdout });
                    if (output.stderr) print({ kind: 'error', text: output.stderr });
                }
                if (status.done) {
                    if (typeof status.cwd === 'string') setCwd(status.cwd);
                    return;
                }
                await pause((status.data ?? []).length > 0 ? POLL_MS : POLL_MS * 5);
            }
        } catch (error) {
            const message = rpcErrorMessage(error);
            print({ kind: 'error', text: translate(message, { _: message }) });
        }
    };
    if (welcome === null) return null;
    return <TerminalView prompt={`${target.name}:${cwd ?? ''}$`} initial={[{ kind: 'info', text: welcome }]} run={run} />;
};

/**
 * ThingsBoard's RPC remote shell: commands run on the device through its shell RPCs — `getTermInfo`
 * (platform and directory), `sendCommand` with the command and directory, then `getCommandStatus`
 * until done, printing the output as it comes.
 */
export const RemoteShell = ({ widget }: WidgetComponentProps) => (
    <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title="">
        {target => <Shell target={target} timeout={terminalTimeout(widget.config.settings ?? {})} />}
    </RpcTargetFrame>
);
