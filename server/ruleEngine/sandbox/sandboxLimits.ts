import type { WorkerFailure } from './workerProtocol';

/** What one sandboxed script call may use. */
export interface SandboxLimits {
    /** Execution time of one call, from the moment its script starts; the interpreter is interrupted after it. */
    timeoutMs: number;
    memoryBytes: number;
    stackBytes: number;
    /**
     * How long a call may wait for the sandbox to start it (its tenant's turn, a free warm worker);
     * the script's own time limit starts only when it does.
     */
    startTimeoutMs: number;
}

/** 1 s, 32 MB heap, 512 KB stack for every rule-node script and script test; 5 s to get started. */
export const DEFAULT_LIMITS: SandboxLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024, stackBytes: 512 * 1024, startTimeoutMs: 5000 };

/** A script that failed: a syntax error, a thrown error, or a limit reached; the message says which. */
export class ScriptError extends Error {}

/**
 * The sandbox, not the script, was slow or unavailable: the script never started (no warm worker
 * free in time, too many of its tenant's scripts waiting, the server stopping). Its message starts
 * with the words the console knows (shared/scriptSandbox.ts); trying again later may succeed.
 */
export class SandboxBusyError extends ScriptError {}

export const timeoutMessage = (limits: SandboxLimits) => `Script execution timed out after ${limits.timeoutMs} ms`;

/** The message of a script's failure, as the script test dialog and a node's Failure show it. */
export function failureMessage(failure: WorkerFailure, limits: SandboxLimits): string {
    switch (failure.reason) {
        case 'timeout':
            return timeoutMessage(limits);
        case 'memory':
            return `Script exceeded the memory limit of ${Math.round(limits.memoryBytes / 1024 / 1024)} MB`;
        case 'stack':
            return 'Script exceeded the stack size limit';
        case 'error':
            return failure.message;
    }
}
