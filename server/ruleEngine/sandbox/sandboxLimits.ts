/** What one sandboxed script call may use. */
export interface SandboxLimits {
    /** Wall time of one call; the interpreter is interrupted after it. */
    timeoutMs: number;
    memoryBytes: number;
    stackBytes: number;
}

/** 1 s, 32 MB heap, 512 KB stack for every rule-node script and script test. */
export const DEFAULT_LIMITS: SandboxLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024, stackBytes: 512 * 1024 };

/** A script that failed: a syntax error, a thrown error, or a limit reached; the message says which. */
export class ScriptError extends Error {}

export const timeoutMessage = (limits: SandboxLimits) => `Script execution timed out after ${limits.timeoutMs} ms`;
