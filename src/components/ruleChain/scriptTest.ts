import { isSandboxBusy } from '../../../shared/scriptSandbox';
import type { ScriptSpec } from './scriptNodes';

export interface MetadataRow {
    key: string;
    value: string;
}

/** What the test sends besides the script (part 2 §4). */
export interface ScriptTestInput {
    msgType: string;
    msg: string;
    metadata: MetadataRow[];
}

/** ThingsBoard's sample message when the node has no debug input yet. */
export const defaultTestInput = (now = Date.now()): ScriptTestInput => ({
    msgType: 'POST_TELEMETRY_REQUEST',
    msg: JSON.stringify({ temperature: 22.4, humidity: 78 }, null, 2),
    metadata: [
        { key: 'deviceName', value: 'Test Device' },
        { key: 'deviceType', value: 'default' },
        { key: 'ts', value: String(now) },
    ],
});

const isJson = (text: string) => {
    try {
        JSON.parse(text);
        return true;
    } catch {
        return false;
    }
};

/** Every metadata row needs a key and a value (part 2 §5.1, key-value map). */
export const metadataValid = (rows: readonly MetadataRow[]) => rows.every(row => row.key.trim() !== '' && row.value !== '');

/** Message type required, metadata rows complete, the message valid JSON. */
export const testInputValid = (input: ScriptTestInput) => input.msgType.trim() !== '' && metadataValid(input.metadata) && isJson(input.msg);

/** The test call's body. */
export const testScriptRequest = (script: string, spec: ScriptSpec, input: ScriptTestInput) => ({
    script,
    scriptType: spec.scriptType,
    argNames: spec.argNames,
    msgType: input.msgType,
    msg: input.msg,
    metadata: Object.fromEntries(input.metadata.map(row => [row.key.trim(), row.value])),
});

/** Output as shown: JSON pretty-printed with 4 spaces, any other text as it came. */
export const formatScriptOutput = (output: string | null) => {
    if (output === null) return '';
    try {
        return JSON.stringify(JSON.parse(output), null, 4);
    } catch {
        return output;
    }
};

/** A debug-in message (`{type, data|msg, metadata}`) as test input, or null when the node has none. */
export const testInputFromDebug = (debug: unknown): ScriptTestInput | null => {
    if (!debug || typeof debug !== 'object') return null;
    const { type, msgType, data, msg, metadata } = debug as Record<string, unknown>;
    const body = data ?? msg;
    if (body === undefined || body === null) return null;
    const parsedBody = typeof body === 'string' ? safeParse(body) : body;
    const parsedMetadata = typeof metadata === 'string' ? safeParse(metadata) : metadata;
    return {
        msgType: String(type ?? msgType ?? 'POST_TELEMETRY_REQUEST'),
        msg: JSON.stringify(parsedBody, null, 2),
        metadata: Object.entries((parsedMetadata ?? {}) as Record<string, unknown>).map(([key, value]) => ({ key, value: String(value) })),
    };
};

const safeParse = (text: string): unknown => {
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
};

/** Save is offered once the script changed, checks clean and the input is complete. */
export const saveEnabled = (script: string, savedScript: string, scriptValid: boolean, input: ScriptTestInput) =>
    script !== savedScript && scriptValid && testInputValid(input);

/** The test call's answer (ThingsBoard's `{output, error}`). */
export interface ScriptTestAnswer {
    output: string | null;
    error: string | null;
}


/**
 * Runs the test, and once more when the sandbox was too busy to start the script: a slow machine
 * is no fault of the script. `sandboxBusy` says the second try found it busy too.
 */
export async function testWithRetry(call: () => Promise<ScriptTestAnswer>, onRetry: () => void): Promise<ScriptTestAnswer & { sandboxBusy: boolean }> {
    const first = await call();
    if (!isSandboxBusy(first.error)) return { ...first, sandboxBusy: false };
    onRetry();
    const second = await call();
    return { ...second, sandboxBusy: isSandboxBusy(second.error) };
}
