import type { SandboxLimits } from './sandboxLimits';

/** What the server sends the sandbox worker (quickJsWorker.mjs): one script call. */
export interface WorkerCall {
    id: number;
    body: string;
    argNames: string[];
    args: unknown[];
    limits: SandboxLimits;
}

/** Why a script failed, as the worker saw it; the server words the message (sandboxLimits.ts). */
export type WorkerFailure = { reason: 'timeout' | 'memory' | 'stack' } | { reason: 'error'; message: string };

/**
 * What the worker answers: `ready` once QuickJS is loaded, `started` when a call's script begins
 * (its time limit counts from there), `done` with the script's JSON value or its failure.
 */
export type WorkerAnswer = { kind: 'ready' } | { kind: 'started'; id: number } | { kind: 'done'; id: number; value?: unknown; failure?: WorkerFailure };
