import { useState } from 'react';
import { EditorFrame } from './EditorFrame';
import { beautifyJson, checkJsonObjectText, jsonObjectText, OBJECT_INDENT } from './jsonText';
import { LazyMonaco } from './monaco/LazyMonaco';
import { TidyButton } from './TidyButton';

export interface JsonObjectEditorProps {
    /** Any JSON value; null or undefined shows as empty text. */
    value: unknown;
    /** Called on every edit with the value, or `valid: false` when the text is not (yet) JSON. */
    onChange(change: { value: unknown; valid: boolean; text: string }): void;
    label?: string;
    required?: boolean;
    readOnly?: boolean;
    height?: number;
    fullscreen?: boolean;
    /** Off inside a dialog that already fills the screen. */
    fullscreenAllowed?: boolean;
    onFullscreenChange?(fullscreen: boolean): void;
}

/** Edits a JSON value as text: 'Json object is required.' or the parse error when it does not fit. */
export const JsonObjectEditor = ({ value, onChange, label, required = false, readOnly, height, fullscreen, fullscreenAllowed, onFullscreenChange }: JsonObjectEditorProps) => {
    const [text, setText] = useState(() => jsonObjectText(value));
    const [error, setError] = useState<string | null>(null);
    const edit = (next: string) => {
        setText(next);
        setError(null);
        const check = checkJsonObjectText(next, required);
        onChange(check.valid ? { value: check.value, valid: true, text: next } : { value: undefined, valid: false, text: next });
    };
    const showProblem = () => {
        const check = checkJsonObjectText(text, required);
        setError(check.valid ? null : check.error);
    };
    return (
        <EditorFrame
            label={label}
            required={required}
            error={error}
            invalid={error !== null}
            height={height}
            fullscreen={fullscreen}
            fullscreenAllowed={fullscreenAllowed}
            onFullscreenChange={onFullscreenChange}
            actions={!readOnly && <TidyButton onClick={() => edit(beautifyJson(text, OBJECT_INDENT))} />}
        >
            {editorHeight => (
                <LazyMonaco value={text} language="json" tabSize={OBJECT_INDENT} readOnly={readOnly} height={editorHeight} ariaLabel={label} onChange={edit} onBlur={showProblem} />
            )}
        </EditorFrame>
    );
};
