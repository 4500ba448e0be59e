import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HelpPopup } from '../display/HelpPopup';
import { EditorFrame } from './EditorFrame';
import { jsEditorValid, problemLines, syntaxProblem, type JsFunctionCheck, type JsProblem, type LintMarker } from './jsFunction';
import { checkJsFunctionInWorker } from './jsFunctionCheck';
import { LazyMonaco } from './monaco/LazyMonaco';
import type { MonacoHandle } from './monaco/monacoViewProps';
import { TidyButton } from './TidyButton';

export interface JsFuncEditorProps extends Omit<JsFunctionCheck, 'argNames'> {
    value: string;
    onChange(body: string): void;
    /** The function's declared arguments, shown in its header and defined for the lint. */
    argNames: string[];
    functionName?: string;
    label?: string;
    /** Off: undefined names stay warnings. */
    undefinedCheck?: boolean;
    disabled?: boolean;
    height?: number;
    /** Reports valid/invalid whenever it changes (and once at first): invalid while lint errors remain or the last check failed. */
    onValidityChange?(valid: boolean): void;
    /** The function's help, opened from the toolbar (ThingsBoard's helpId). */
    helpId?: string;
}

const header = { fontFamily: 'monospace', fontSize: 13, px: 1.5, py: 0.5, color: 'text.secondary', bgcolor: 'action.hover' } as const;

/**
 * A JavaScript function body editor. Syntax errors show while typing, with their line and column;
 * leaving the editor compiles and runs the body (part 2 §5.1); any edit makes it valid again until
 * the next check.
 */
export const JsFuncEditor = ({ value, onChange, argNames, functionName = 'f', label, undefinedCheck = true, disabled, height, onValidityChange, helpId, ...check }: JsFuncEditorProps) => {
    const translate = useTranslate();
    const [problem, setProblem] = useState<JsProblem | null>(null);
    const [markers, setMarkers] = useState<LintMarker[]>([]);
    const handle = useRef<MonacoHandle | null>(null);

    // Counts checks and edits: an edit made while a check runs makes its answer stale.
    const checkRun = useRef(0);
    const validate = () => {
        const run = ++checkRun.current;
        void checkJsFunctionInWorker(value, { ...check, argNames }).then(found => {
            if (run !== checkRun.current) return;
            setProblem(found);
        });
    };
    const valid = jsEditorValid(markers, problem);
    // The validity is reported from the state the editor shows, once it changes. Reported with the
    // markers a handler had seen, the check's answer (which often comes after the lint's, on a busy
    // machine) brought back the errors of text typed before, and kept a valid script invalid.
    const latestOnValidityChange = useRef(onValidityChange);
    useEffect(() => {
        latestOnValidityChange.current = onValidityChange;
    });
    useEffect(() => {
        latestOnValidityChange.current?.(valid);
    }, [valid]);
    // A syntax error shows as soon as the lint finds it, while typing; a failed check after leaving.
    const shown = syntaxProblem(markers) ?? problem;

    return (
        <EditorFrame
            label={label}
            error={shown && problemLines(shown, translate)}
            invalid={!valid}
            height={height}
            actions={
                <>
                    {helpId && <HelpPopup helpId={helpId} placement="bottomRight" size="small" />}
                    {!disabled && <TidyButton onClick={() => void handle.current?.format()} />}
                </>
            }
        >
            {editorHeight => (
                <Box sx={{ display: 'flex', flexDirection: 'column', height: editorHeight }}>
                    <Box sx={header}>{`function ${functionName}(${argNames.join(', ')}) {`}</Box>
                    <Box sx={{ flex: 1, minHeight: 0 }}>
                        <LazyMonaco
                            value={value}
                            language="javascript"
                            readOnly={disabled}
                            height="100%"
                            ariaLabel={label}
                            lint={{ argNames, undefinedCheck }}
                            problemLine={problem?.line !== undefined ? { line: problem.line, column: problem.column ?? 1, message: problem.text ?? '' } : undefined}
                            onReady={ready => (handle.current = ready)}
                            onChange={text => {
                                onChange(text);
                                checkRun.current++;
                                setProblem(null);
                            }}
                            onMarkers={setMarkers}
                            onBlur={validate}
                        />
                    </Box>
                    <Box sx={header}>{'}'}</Box>
                </Box>
            )}
        </EditorFrame>
    );
};
