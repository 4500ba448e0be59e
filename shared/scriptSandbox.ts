/**
 * The script test's answer when the server's sandbox, not the script, was slow: the script never
 * started. The server words it so; the console knows it by these first words and tries once more.
 */
const SANDBOX_BUSY = 'Script sandbox busy';

export const sandboxBusyMessage = (startTimeoutMs: number) => `${SANDBOX_BUSY}: the script did not start within ${startTimeoutMs} ms`;

export const isSandboxBusy = (error: string | null | undefined) => !!error && error.startsWith(SANDBOX_BUSY);
