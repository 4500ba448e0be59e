/**
 * Monaco from the local `monaco-editor` package, never a CDN (stack notes §4): the slim editor, the
 * languages the console's editors use, and workers bundled by Vite. Imported only by the lazily
 * loaded MonacoView, so none of this reaches the sign-in page or the console's main chunk.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/css/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/protobuf/register';
import 'monaco-editor/languages/features/css/register';
import 'monaco-editor/languages/features/json/register';
import { javascriptDefaults, ScriptTarget } from 'monaco-editor/languages/features/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import CssWorker from 'monaco-editor/languages/features/css/css.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

const workers: Record<string, new () => Worker> = { json: JsonWorker, css: CssWorker, javascript: TsWorker, typescript: TsWorker };

self.MonacoEnvironment = { getWorker: (_id: string, label: string) => new (workers[label] ?? EditorWorker)() };

// The JS function editor lints through the worker itself (MonacoView), in ThingsBoard's wording:
// the worker checks JS like TypeScript would, and its own markers would flag the body's top-level return.
javascriptDefaults.setCompilerOptions({ allowJs: true, checkJs: true, allowNonTsExtensions: true, target: ScriptTarget.ES2020 });
javascriptDefaults.setDiagnosticsOptions({ noSemanticValidation: true, noSyntaxValidation: true });

loader.config({ monaco });

export { monaco };
