import { sandboxBusyMessage as busyMessage } from '../../../shared/scriptSandbox';

/** What one sandboxed script call may use. */
export interface SandboxLimits {
    /** Wall time of one call; the interpreter is interrupted after it. */
    timeoutMs: number;
    memoryBytes: number;
    stackBytes: number;
    /**
     * How long a call may wait for the sandbox to start it (a worker booting, a module loading);
     * the script's own time limit starts only when it does.
     */
    startTimeoutMs: number;
}

/** 1 s, 32 MB heap, 512 KB stack for every rule-node script and script test; 5 s to get started. */
export const DEFAULT_LIMITS: SandboxLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024, stackBytes: 512 * 1024, startTimeoutMs: 5000 };

/** A script that failed: a syntax error, a thrown error, or a limit reached; the message says which. */
export class ScriptError extends Error {}

/** The sandbox, not the script, was slow: the script never started. Trying again later may succeed. */
export class SandboxBusyError extends ScriptError {}

export const timeoutMessage = (limits: SandboxLimits) => `Script execution timed out after ${limits.timeoutMs} ms`;

/** The error of a call the sandbox did not start in time (the console tries such a test once more). */
export const sandboxBusyMessage = (limits: SandboxLimits) => busyMessage(limits.startTimeoutMs);
