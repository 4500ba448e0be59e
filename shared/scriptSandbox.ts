/**
 * The script test's answer when the server's sandbox, not the script, was slow or unavailable: the
 * script never started. The server words it so; the console knows it by these first words and
 * tries once more.
 */
const SANDBOX_BUSY = 'Script sandbox busy';

/** `Script sandbox busy: <why the script did not run>`. */
export const sandboxBusy = (reason: string) => `${SANDBOX_BUSY}: ${reason}`;

export const sandboxBusyMessage = (startTimeoutMs: number) => sandboxBusy(`the script did not start within ${startTimeoutMs} ms`);

export const isSandboxBusy = (error: string | null | undefined) => !!error && error.startsWith(SANDBOX_BUSY);
