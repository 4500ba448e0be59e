import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EditorFrame } from './EditorFrame';
import { beautifyJson, CONTENT_INDENT, jsonParseError } from './jsonText';
import { LazyMonaco } from './monaco/LazyMonaco';
import { TidyButton } from './TidyButton';

/** Content types and the editor mode each maps to (part 2 §3.10). */
export const CONTENT_TYPE_LANGUAGES = { JSON: 'json', TEXT: 'plaintext', BINARY: 'plaintext' } as const;
export type ContentType = keyof typeof CONTENT_TYPE_LANGUAGES;

export interface JsonContentEditorProps {
    value: string;
    onChange(text: string): void;
    contentType?: ContentType;
    label?: string;
    required?: boolean;
    /** Parse checks happen only for JSON with this on (default). */
    validateContent?: boolean;
    /** Also check on every change, not only when the editor loses focus. */
    validateOnChange?: boolean;
    readOnly?: boolean;
    height?: number;
}

/** The content error a submit shows, null when the text may be saved (part 2 §5.1). */
export const contentError = (text: string, contentType: ContentType = 'JSON', validateContent = true): string | null =>
    validateContent && contentType === 'JSON' ? jsonParseError(text) : null;

/** A text editor for JSON, plain text or binary (base64) content. */
export const JsonContentEditor = ({ value, onChange, contentType = 'JSON', label, required, validateContent = true, validateOnChange = false, readOnly, height }: JsonContentEditorProps) => {
    const translate = useTranslate();
    const [error, setError] = useState<string | null>(null);
    const check = (text: string) => setError(contentError(text, contentType, validateContent));
    return (
        <EditorFrame
            label={label ?? translate(`content-type.${contentType.toLowerCase()}`)}
            required={required}
            error={error}
            invalid={error !== null}
            height={height}
            actions={contentType === 'JSON' && !readOnly && <TidyButton onClick={() => onChange(beautifyJson(value, CONTENT_INDENT))} />}
        >
            {editorHeight => (
                <LazyMonaco
                    value={value}
                    language={CONTENT_TYPE_LANGUAGES[contentType]}
                    readOnly={readOnly}
                    height={editorHeight}
                    ariaLabel={label}
                    onChange={text => {
                        onChange(text);
                        // The toast clears on the next edit, or shows the new error when checking on change.
                        if (validateOnChange) check(text);
                        else setError(null);
                    }}
                    onBlur={() => check(value)}
                />
            )}
        </EditorFrame>
    );
};
