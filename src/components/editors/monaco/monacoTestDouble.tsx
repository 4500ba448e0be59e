/**
 * Stands in for Monaco in jsdom tests: a textarea with the editor's text, edits and blur.
 *   vi.mock('@monaco-editor/react', () => import('.../monaco/monacoTestDouble'));
 *   vi.mock('.../monaco/monacoSetup', () => import('.../monaco/monacoTestDouble'));
 *   vi.mock('monaco-editor/languages/features/typescript/register', () => import('.../monaco/monacoTestDouble'));
 */
import type { EditorProps, OnMount } from '@monaco-editor/react';
import { useRef, useState } from 'react';

const Editor = ({ defaultValue, value, onChange, onMount, options }: EditorProps) => {
    const [text, setText] = useState(defaultValue ?? value ?? '');
    const blur = useRef<() => void>(() => undefined);
    const mounted = useRef(false);
    const current = useRef(text);
    current.current = text;
    if (!mounted.current && onMount) {
        mounted.current = true;
        const model = {
            getValue: () => current.current,
            getFullModelRange: () => null,
            getLineMaxColumn: () => 1,
            getLineCount: () => 1,
            isDisposed: () => false,
            updateOptions: () => undefined,
        };
        const fakeEditor = {
            getModel: () => model,
            getValue: () => current.current,
            pushUndoStop: () => undefined,
            executeEdits: (_source: string, [edit]: { text: string }[]) => setText(edit.text),
            onDidBlurEditorText: (listener: () => void) => (blur.current = listener),
            getAction: () => ({ run: async () => undefined }),
            focus: () => undefined,
        };
        queueMicrotask(() => onMount(fakeEditor as unknown as Parameters<OnMount>[0], {} as Parameters<OnMount>[1]));
    }
    return (
        <textarea
            aria-label={options?.ariaLabel ?? 'code editor'}
            data-testid="code-editor"
            value={text}
            readOnly={options?.readOnly}
            onChange={event => {
                setText(event.target.value);
                onChange?.(event.target.value, undefined as never);
            }}
            onBlur={() => blur.current()}
        />
    );
};

export default Editor;
export const loader = { config: () => undefined };
export const monaco = {
    MarkerSeverity: { Error: 8, Warning: 4 },
    Uri: { parse: (uri: string) => ({ toString: () => uri }) },
    editor: {
        setModelMarkers: () => undefined,
        createModel: () => ({ setValue: () => undefined, dispose: () => undefined, isDisposed: () => false }),
    },
};
export const getJavaScriptWorker = () => Promise.reject(new Error('no worker in tests'));
