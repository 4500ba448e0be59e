import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { parseMethodParams } from './rpcSettings';
import type { RpcTarget } from './rpcTarget';
import { RpcTargetFrame } from './RpcTargetFrame';
import { rpcErrorMessage, sendRpc } from './sendRpc';

interface Line {
    kind: 'command' | 'answer' | 'error' | 'info';
    text: string;
}

/** The most lines the terminal keeps (older ones scroll away for good). */
const MAX_LINES = 500;

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
    const [lines, setLines] = useState<Line[]>(() => [{ kind: 'info', text: translate('widgets.control.terminal-welcome', { device: target.name }) }]);
    const [input, setInput] = useState('');
    const [busy, setBusy] = useState(false);
    const end = useRef<HTMLDivElement>(null);
    useEffect(() => end.current?.scrollIntoView?.({ block: 'end' }), [lines]);
    const print = (...next: Line[]) => setLines(current => [...current, ...next].slice(-MAX_LINES));
    const run = async (command: string) => {
        print({ kind: 'command', text: `${target.name}> ${command}` });
        if (command.trim() === 'help') return print({ kind: 'info', text: translate('widgets.control.terminal-help') });
        const parsed = parseCommand(command);
        if (!parsed) return;
        setBusy(true);
        try {
            const answer = await sendRpc(target.deviceId, { method: parsed.method, params: parsed.params, timeout, oneway: false });
            print({ kind: 'answer', text: answerText(answer) });
        } catch (error) {
            const message = rpcErrorMessage(error);
            print({ kind: 'error', text: translate(message, { _: message }) });
        } finally {
            setBusy(false);
        }
    };
    const keyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Enter' || busy) return;
        event.preventDefault();
        const command = input;
        setInput('');
        void run(command);
    };
    const COLORS = { command: '#8bc34a', answer: '#e0e0e0', error: '#ff7961', info: '#90caf9' } as const;
    return (
        <Box sx={{ position: 'absolute', inset: 0, bgcolor: '#1e1e1e', color: '#e0e0e0', borderRadius: 1, p: 1, fontFamily: 'monospace', fontSize: 13, overflow: 'auto', textAlign: 'left' }} role="log" aria-label={translate('widgets.control.terminal')}>
            {lines.map((line, index) => (
                <Box key={index} component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: COLORS[line.kind] }}>
                    {line.text}
                </Box>
            ))}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} ref={end}>
                <Box component="span" sx={{ color: COLORS.command, flexShrink: 0 }}>{`${target.name}>`}</Box>
                <InputBase
                    value={input}
                    onChange={event => setInput(event.target.value)}
                    onKeyDown={keyDown}
                    disabled={busy}
                    fullWidth
                    inputProps={{ 'aria-label': translate('widgets.control.terminal-command'), spellCheck: false }}
                    sx={{ color: 'inherit', fontFamily: 'inherit', fontSize: 'inherit' }}
                />
            </Box>
        </Box>
    );
};

/**
 * ThingsBoard's RPC debug terminal: type `<method> <params>` to send a two-way RPC to the target
 * device and read its answer; `help` explains.
 */
export const RpcTerminal = ({ widget }: WidgetComponentProps) => {
    const settings = widget.config.settings ?? {};
    const timeout = typeof settings.requestTimeout === 'number' && settings.requestTimeout > 0 ? settings.requestTimeout : 500;
    return (
        <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title="">
            {target => <Terminal target={target} timeout={timeout} />}
        </RpcTargetFrame>
    );
};
