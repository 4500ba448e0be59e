import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

/**
 * Rule-node scripts run in QuickJS compiled to WebAssembly: a separate JavaScript engine with its
 * own heap and no host objects at all (no process, require, file system or network). Every call
 * gets a fresh runtime with a memory cap, a stack cap and a deadline, so a script can neither see
 * another's state nor keep the server busy for long. node:vm is no sandbox and is never used.
 */
export interface SandboxLimits {
    /** Wall time of one call; the interpreter is interrupted after it. */
    timeoutMs: number;
    memoryBytes: number;
    stackBytes: number;
}

/** 1 s and 32 MB: ThingsBoard's local JS sandbox is far more generous, but one call blocks this process. */
export const DEFAULT_LIMITS: SandboxLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024, stackBytes: 512 * 1024 };

/** A script that failed: a syntax error, a thrown error, or a limit reached; the message says which. */
export class ScriptError extends Error {}

let modulePromise: Promise<QuickJSWASMModule> | null = null;
const quickJs = () => (modulePromise ??= newQuickJSWASMModuleFromVariant(variant));

/** Loads the WebAssembly module ahead of the first call (server start), so no request waits for it. */
export async function warmUpSandbox(): Promise<void> {
    await quickJs();
}

/**
 * Runs `function (argNames…) { body }` with the given arguments (plain JSON values) and answers its
 * return value as JSON text (`undefined` becomes null).
 */
export async function runSandboxedFunction(body: string, argNames: readonly string[], args: readonly unknown[], limits: SandboxLimits = DEFAULT_LIMITS): Promise<unknown> {
    for (const name of argNames) {
        if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new ScriptError(`Invalid argument name: ${name}`);
    }
    const module = await quickJs();
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
    if (timedOut) return `Script execution timed out after ${limits.timeoutMs} ms`;
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
