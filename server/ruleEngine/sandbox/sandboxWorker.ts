import { parentPort } from 'node:worker_threads';
import { runInQuickJs } from './quickJsRunner';
import type { SandboxLimits } from './sandboxLimits';

/** The sandbox worker: runs one script call per message in QuickJS and answers its result or error. */
interface Call {
    id: number;
    body: string;
    argNames: string[];
    args: unknown[];
    limits: SandboxLimits;
}

parentPort?.on('message', (call: Call) => {
    // "started" ends the wait for the sandbox: from here on the time is the script's.
    runInQuickJs(call.body, call.argNames, call.args, call.limits, () => parentPort?.postMessage({ id: call.id, started: true })).then(
        value => parentPort?.postMessage({ id: call.id, value }),
        (error: unknown) => parentPort?.postMessage({ id: call.id, error: error instanceof Error ? error.message : String(error) }),
    );
});
