/// <reference lib="webworker" />
// The data key sandbox: user function bodies run here, never in the page. A thin shell over sandboxJobs.
import { runSandboxJob, type CompiledFunctions } from './sandboxJobs';
import type { SandboxRequest, SandboxResponse } from './dataKeySandbox';
import { SANDBOX_READY } from './sandboxReady';

const scope = self as unknown as DedicatedWorkerGlobalScope & Record<string, unknown>;
const reply = scope.postMessage.bind(scope);

// User code gets no network and cannot answer for the shell: each name is hidden on the global object
// and on every prototype that holds it.
const HIDDEN = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts', 'indexedDB', 'caches', 'BroadcastChannel', 'Worker', 'postMessage'];
for (let holder: object | null = scope; holder; holder = Object.getPrototypeOf(holder)) {
    for (const name of HIDDEN) {
        if (!Object.prototype.hasOwnProperty.call(holder, name) && holder !== scope) continue;
        try {
            Object.defineProperty(holder, name, { value: undefined, configurable: false, writable: false });
        } catch {
            // a property the browser does not let us redefine stays; the worker still has no page access
        }
    }
}

const compiled: CompiledFunctions = new Map();

scope.onmessage = (event: MessageEvent<SandboxRequest>) => {
    const { id, jobs } = event.data;
    const response: SandboxResponse = { id, results: jobs.map(job => runSandboxJob(job, compiled)) };
    reply(response);
};

// The batch the page already posted counts its time from here, not from the script's loading.
reply(SANDBOX_READY);
