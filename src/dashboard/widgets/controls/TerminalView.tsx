import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface TerminalLine {
    kind: 'command' | 'answer' | 'error' | 'info';
    text: string;
}
export type PrintLines = (...lines: TerminalLine[]) => void;

/** The most lines a terminal keeps (older ones scroll away for good). */
const MAX_LINES = 500;
const COLORS = { command: '#8bc34a', answer: '#e0e0e0', error: '#ff7961', info: '#90caf9' } as const;

export interface TerminalViewProps {
    /** Shown before the command line and in front of each echoed command. */
    prompt: string;
    /** The first lines (a welcome). */
    initial: TerminalLine[];
    /** Runs a typed command, printing what it answers; the command line waits until it is done. */
    run: (command: string, print: PrintLines) => Promise<void>;
}

/** A dark terminal: the printed lines, then a prompt and a command line; Enter runs the command. */
export const TerminalView = ({ prompt, initial, run }: TerminalViewProps) => {
    const translate = useTranslate();
    const [lines, setLines] = useState<TerminalLine[]>(initial);
    const [input, setInput] = useState('');
    const [busy, setBusy] = useState(false);
    const end = useRef<HTMLDivElement>(null);
    // A block body: Chromium's scrollIntoView answers a promise, which returned from here React would call as the cleanup.
    useEffect(() => {
        end.current?.scrollIntoView?.({ block: 'end' });
    }, [lines]);
    const print: PrintLines = (...next) => setLines(current => [...current, ...next].slice(-MAX_LINES));
    const keyDown = async (event: KeyboardEvent) => {
        if (event.key !== 'Enter' || busy) return;
        event.preventDefault();
        const command = input;
        setInput('');
        print({ kind: 'command', text: `${prompt} ${command}` });
        setBusy(true);
        try {
            await run(command, print);
        } finally {
            setBusy(false);
        }
    };
    return (
        <Box role="log" aria-label={translate('widgets.control.terminal')} sx={{ position: 'absolute', inset: 0, bgcolor: '#1e1e1e', color: COLORS.answer, borderRadius: 1, p: 1, fontFamily: 'monospace', fontSize: 13, overflow: 'auto', textAlign: 'left' }}>
            {lines.map((line, index) => (
                <Box key={index} component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: COLORS[line.kind] }}>
                    {line.text}
                </Box>
            ))}
            <Box ref={end} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" sx={{ color: COLORS.command, flexShrink: 0 }}>{prompt}</Box>
                <InputBase
                    value={input}
                    onChange={event => setInput(event.target.value)}
                    onKeyDown={event => void keyDown(event)}
                    disabled={busy}
                    fullWidth
                    inputProps={{ 'aria-label': translate('widgets.control.terminal-command'), spellCheck: false }}
                    sx={{ color: 'inherit', fontFamily: 'inherit', fontSize: 'inherit' }}
                />
            </Box>
        </Box>
    );
};
