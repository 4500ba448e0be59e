import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

import { ScriptError, timeoutMessage, type SandboxLimits } from './sandboxLimits';

/**
 * QuickJS compiled to WebAssembly: a separate JavaScript engine with its own heap and no host
 * objects at all (no process, require, file system or network). Every call gets a fresh runtime
 * with a memory cap, a stack cap and a deadline. It runs inside the sandbox worker
 * (sandboxWorker.ts), so even a script QuickJS cannot interrupt in time never holds the server.
 */

let modulePromise: Promise<QuickJSWASMModule> | null = null;
const quickJs = () => (modulePromise ??= newQuickJSWASMModuleFromVariant(variant));

/**
 * Runs `function (argNames…) { body }` with the given arguments (plain JSON values) and answers its
 * return value as JSON text (`undefined` becomes null). `onStart` is told once the engine is loaded
 * and the script's own time begins.
 */
export async function runInQuickJs(body: string, argNames: readonly string[], args: readonly unknown[], limits: SandboxLimits, onStart?: () => void): Promise<unknown> {
    for (const name of argNames) {
        if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new ScriptError(`Invalid argument name: ${name}`);
    }
    const module = await quickJs();
    onStart?.();
    const runtime = module.newRuntime();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(limits.stackBytes);
    const deadline = Date.now() + limits.timeoutMs;
    let timedOut = false;
    runtime.setInterruptHandler(() => (timedOut = Date.now() > deadline));
    const context = runtime.newContext();
    try {
        // The arguments go in as JSON text and the result comes out as JSON text: no host object crosses.
        const source =
            `(function () { var __args = JSON.parse(${JSON.stringify(JSON.stringify(args))});\n` +
            `var __fn = function (${argNames.join(', ')}) {\n${body}\n};\n` +
            'var __out = __fn.apply(null, __args); return __out === undefined ? "null" : JSON.stringify(__out); })()';
        const result = context.evalCode(source, 'script.js');
        if (result.error) {
            const error: unknown = context.dump(result.error);
            result.error.dispose();
            throw new ScriptError(describeFailure(error, timedOut, limits));
        }
        const text: unknown = context.dump(result.value);
        result.value.dispose();
        return typeof text === 'string' ? JSON.parse(text) : null;
    } catch (error) {
        if (error instanceof ScriptError) throw error;
        // The engine itself gave up (out of memory while building the error, …).
        throw new ScriptError(describeFailure(error, timedOut, limits));
    } finally {
        try {
            context.dispose();
            runtime.dispose();
        } catch {
            // A runtime that hit a limit may leave QuickJS unable to free it cleanly (an aborted
            // WebAssembly instance): the whole module is dropped and the next call loads a fresh one.
            modulePromise = null;
        }
    }
}

function describeFailure(error: unknown, timedOut: boolean, limits: SandboxLimits): string {
    if (timedOut) return timeoutMessage(limits);
    const message = errorMessage(error);
    if (/out of memory/i.test(message)) return `Script exceeded the memory limit of ${Math.round(limits.memoryBytes / 1024 / 1024)} MB`;
    if (/stack overflow/i.test(message)) return 'Script exceeded the stack size limit';
    return message;
}

function errorMessage(error: unknown): string {
    if (error && typeof error === 'object') {
        const { name, message } = error as { name?: unknown; message?: unknown };
        if (typeof message === 'string') return typeof name === 'string' && name !== 'Error' ? `${name}: ${message}` : message;
    }
    return String(error);
}
