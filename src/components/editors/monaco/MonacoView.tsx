/**
 * The Monaco editor itself: a thin shell the editors load with React.lazy (LazyMonaco). Every rule
 * lives in plain modules (jsonText, jsFunction, tidyBlocks); this only shows text, reports edits and
 * markers, and marks lines.
 */
import Editor, { type OnMount } from '@monaco-editor/react';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { getJavaScriptWorker } from 'monaco-editor/languages/features/typescript/register';
import { lintMarkers, type LintMarker, type ScriptDiagnostic } from '../jsFunction';
import { monaco } from './monacoSetup';
import type { MonacoViewProps } from './monacoViewProps';

type CodeEditor = Parameters<OnMount>[0];
type TextModel = NonNullable<ReturnType<CodeEditor['getModel']>>;

const LINT_OWNER = 'thingdeck-lint';
const MARK_OWNER = 'thingdeck-problem';
/** Typing pauses this long before the lint runs: syntax errors show well within 500 ms (issue #23). */
const LINT_DELAY_MS = 150;
const REPORTED_KEPT = 200;

const markerOf = (marker: LintMarker) => ({
    message: marker.message,
    severity: marker.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
    startLineNumber: marker.line,
    startColumn: marker.column,
    endLineNumber: marker.endLine,
    endColumn: marker.endColumn,
});

/**
 * The worker's diagnostics for the body. The body is checked inside a function of the declared
 * arguments, in a model of its own (.js, so the worker checks it as JavaScript): a top-level
 * 'return' would otherwise stop the checker before the names it returns.
 */
const scriptDiagnostics = async (body: string, lintModel: TextModel, argNames: readonly string[]): Promise<ScriptDiagnostic[]> => {
    lintModel.setValue(`function lint(${argNames.join(', ')}) {\n${body}\n}`);
    const worker = await (await getJavaScriptWorker())(lintModel.uri);
    const fileName = lintModel.uri.toString();
    const [syntactic, semantic] = await Promise.all([worker.getSyntacticDiagnostics(fileName), worker.getSemanticDiagnostics(fileName)]);
    const bodyLines = body.split('\n').length;
    const toDiagnostic = (syntax: boolean) => (diagnostic: (typeof syntactic)[number]): ScriptDiagnostic => {
        const start = lintModel.getPositionAt(diagnostic.start ?? 0);
        const end = lintModel.getPositionAt((diagnostic.start ?? 0) + (diagnostic.length ?? 0));
        // One header line before the body; a problem on the closing line belongs to the body's end.
        const line = (lineNumber: number) => Math.min(Math.max(lineNumber - 1, 1), bodyLines);
        const text = typeof diagnostic.messageText === 'string' ? diagnostic.messageText : diagnostic.messageText.messageText;
        return { code: diagnostic.code, message: text, syntactic: syntax, line: line(start.lineNumber), column: start.column, endLine: line(end.lineNumber), endColumn: end.column };
    };
    return [...syntactic.map(toDiagnostic(true)), ...semantic.map(toDiagnostic(false))];
};

let lintModels = 0;

const MonacoView = ({ value, language, readOnly, height, tabSize = 4, bare = false, onChange, onBlur, onMarkers, lint, problemLine, onReady, ariaLabel }: MonacoViewProps) => {
    const paletteMode = useTheme().palette.mode;
    const editorRef = useRef<CodeEditor | null>(null);
    const [mounted, setMounted] = useState(false);
    const lintModel = useRef<TextModel | null>(null);
    useEffect(() => () => lintModel.current?.dispose(), []);
    // Texts this editor reported lately. React may render an edit's echo after newer typing (an
    // EditContext event is not a discrete one), so an echo must never be written back.
    const reported = useRef<string[]>([value]);
    const latest = useRef({ onBlur, onMarkers, lint });
    useEffect(() => {
        latest.current = { onBlur, onMarkers, lint };
    });

    // A value from outside (tidy, a reset) replaces the text as one undoable edit.
    useEffect(() => {
        const editor = editorRef.current;
        const model = editor?.getModel();
        if (!editor || !model || reported.current.includes(value) || value === editor.getValue()) return;
        reported.current = [value];
        editor.pushUndoStop();
        editor.executeEdits('external', [{ range: model.getFullModelRange(), text: value }]);
        editor.pushUndoStop();
    }, [value]);

    // JavaScript: lint through the worker a moment after each edit.
    useEffect(() => {
        const model = editorRef.current?.getModel();
        if (language !== 'javascript' || !model) return;
        const { argNames = [], undefinedCheck = true } = latest.current.lint ?? {};
        lintModel.current ??= monaco.editor.createModel('', 'javascript', monaco.Uri.parse(`inmemory://lint/body-${++lintModels}.js`));
        const checked = lintModel.current;
        const timer = setTimeout(() => {
            scriptDiagnostics(model.getValue(), checked, argNames)
                .then(diagnostics => {
                    if (model.isDisposed()) return;
                    const markers = lintMarkers(diagnostics, argNames, undefinedCheck);
                    monaco.editor.setModelMarkers(model, LINT_OWNER, markers.map(markerOf));
                    latest.current.onMarkers?.(markers);
                })
                .catch(() => undefined); // a worker that is not up yet: the next edit lints
        }, LINT_DELAY_MS);
        return () => clearTimeout(timer);
    }, [value, language, mounted]);

    // The line of the last failed validation, marked until the next check.
    useEffect(() => {
        const model = editorRef.current?.getModel();
        if (!model) return;
        const marks = problemLine ? [markerOf({ ...problemLine, severity: 'error', endLine: problemLine.line, endColumn: model.getLineMaxColumn(Math.min(problemLine.line, model.getLineCount())) })] : [];
        monaco.editor.setModelMarkers(model, MARK_OWNER, marks);
    }, [problemLine, mounted]);

    const mount: OnMount = editor => {
        editorRef.current = editor;
        setMounted(true);
        editor.getModel()?.updateOptions({ tabSize, insertSpaces: true });
        editor.onDidBlurEditorText(() => latest.current.onBlur?.());
        onReady?.({
            format: async () => {
                await editor.getAction('editor.action.formatDocument')?.run();
            },
            focus: () => editor.focus(),
        });
    };

    return (
        <Editor
            height={height}
            // Monaco's own light and dark themes follow the console's (issue #13).
            theme={paletteMode === 'dark' ? 'vs-dark' : 'vs'}
            // Code reads left to right in a right-to-left console too.
            wrapperProps={{ dir: 'ltr' }}
            defaultValue={value}
            language={language}
            loading={<CircularProgress size={20} />}
            onMount={mount}
            onChange={text => {
                reported.current = [...reported.current.slice(-REPORTED_KEPT + 1), text ?? ''];
                onChange?.(text ?? '');
            }}
            onValidate={markers => {
                // JSON and CSS validate in their workers; JavaScript reports through the lint above.
                if (language === 'javascript') return;
                latest.current.onMarkers?.(
                    markers.map(marker => ({
                        message: marker.message,
                        severity: marker.severity === monaco.MarkerSeverity.Error ? 'error' : 'warning',
                        line: marker.startLineNumber,
                        column: marker.startColumn,
                        endLine: marker.endLineNumber,
                        endColumn: marker.endColumn,
                    }))
                );
            }}
            options={{
                readOnly,
                minimap: { enabled: false },
                scrollBeyondLastLine: false,
                automaticLayout: true,
                fontSize: 13,
                tabSize,
                fixedOverflowWidgets: true,
                ariaLabel,
                // A bare view (the JSON viewer) is just the text, sized to it.
                ...(bare && { lineNumbers: 'off' as const, folding: false, glyphMargin: false, lineDecorationsWidth: 4, renderLineHighlight: 'none' as const, overviewRulerLanes: 0, overviewRulerBorder: false, hideCursorInOverviewRuler: true, scrollbar: { vertical: 'hidden' as const, horizontal: 'hidden' as const } }),
                // Without a schema JSON suggestions only offer the words already typed, and a
                // suggestion open while typing a closing quote swallowed the last letter.
                ...(language === 'json' && { quickSuggestions: false, suggestOnTriggerCharacters: false, wordBasedSuggestions: 'off' as const }),
            }}
        />
    );
};

export default MonacoView;
