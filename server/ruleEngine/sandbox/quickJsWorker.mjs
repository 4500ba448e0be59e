// The script sandbox's worker thread, in plain JavaScript so it starts in about 0.1 s: TypeScript
// through tsx took a worker 1 to 2.5 s. It runs rule-node scripts in QuickJS compiled to
// WebAssembly: a separate JavaScript engine with its own heap and no host objects at all (no
// process, require, file system or network). Every call gets a fresh runtime with a memory cap, a
// stack cap and a deadline that starts when the script starts. The messages it exchanges with the
// server are described in workerProtocol.ts.
import { parentPort } from 'node:worker_threads';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

let quickJs = await newQuickJSWASMModuleFromVariant(variant);
/** Calls run one after another: a call waits until the one before it (and any reload) is done. */
let previous = Promise.resolve();

parentPort.on('message', call => {
    // A worker that cannot load QuickJS again ends; the server starts another.
    previous = previous.then(() => answer(call)).catch(() => process.exit(1));
});
parentPort.postMessage({ kind: 'ready' });

async function answer(call) {
    parentPort.postMessage({ kind: 'started', id: call.id });
    let reload = false;
    try {
        const outcome = run(call);
        reload = outcome.reload;
        parentPort.postMessage({ kind: 'done', id: call.id, ...outcome.answer });
    } catch (error) {
        reload = true;
        parentPort.postMessage({ kind: 'done', id: call.id, failure: { reason: 'error', message: messageOf(error) } });
    }
    // A runtime that hit a limit may leave QuickJS unable to free it (an aborted WebAssembly
    // instance): the module is loaded again before the next call starts.
    if (reload) quickJs = await newQuickJSWASMModuleFromVariant(variant);
}

/** Runs `function (argNames…) { body }` on JSON arguments; the answer is its JSON value or why it failed. */
function run({ body, argNames, args, limits }) {
    const bad = argNames.find(name => !IDENTIFIER.test(name));
    if (bad !== undefined) return { reload: false, answer: { failure: { reason: 'error', message: `Invalid argument name: ${bad}` } } };
    const runtime = quickJs.newRuntime();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(limits.stackBytes);
    const deadline = Date.now() + limits.timeoutMs;
    let timedOut = false;
    runtime.setInterruptHandler(() => (timedOut = Date.now() > deadline));
    const context = runtime.newContext();
    let answer;
    try {
        // The arguments go in as JSON text and the result comes out as JSON text: no host object crosses.
        const source =
            `(function () { var __args = JSON.parse(${JSON.stringify(JSON.stringify(args))});\n` +
            `var __fn = function (${argNames.join(', ')}) {\n${body}\n};\n` +
            'var __out = __fn.apply(null, __args); return __out === undefined ? "null" : JSON.stringify(__out); })()';
        const result = context.evalCode(source, 'script.js');
        if (result.error) {
            const error = context.dump(result.error);
            result.error.dispose();
            answer = { failure: failureOf(error, timedOut) };
        } else {
            const text = context.dump(result.value);
            result.value.dispose();
            answer = { value: typeof text === 'string' ? JSON.parse(text) : null };
        }
    } catch (error) {
        // The engine itself gave up (out of memory while building the error, …).
        answer = { failure: failureOf(error, timedOut) };
    }
    try {
        context.dispose();
        runtime.dispose();
        return { reload: false, answer };
    } catch {
        return { reload: true, answer };
    }
}

function failureOf(error, timedOut) {
    if (timedOut) return { reason: 'timeout' };
    const message = messageOf(error);
    if (/out of memory/i.test(message)) return { reason: 'memory' };
    if (/stack overflow/i.test(message)) return { reason: 'stack' };
    return { reason: 'error', message };
}

function messageOf(error) {
    if (error && typeof error === 'object') {
        const { name, message } = error;
        if (typeof message === 'string') return typeof name === 'string' && name !== 'Error' ? `${name}: ${message}` : message;
    }
    return String(error);
}
