import { copyMsg, msgJson, type TbMsg } from '../message';
import { DEFAULT_LIMITS, ScriptError, type SandboxLimits, type ScriptRunner } from './scriptSandbox';

/** The default argument names of every rule-node script: `function (msg, metadata, msgType)`. */
export const SCRIPT_ARGS = ['msg', 'metadata', 'msgType'] as const;

/** The kinds of rule-node scripts (ThingsBoard's ScriptEngine execute* methods), by what they answer. */
export type ScriptType = 'update' | 'generate' | 'filter' | 'switch' | 'json' | 'string';
export const SCRIPT_TYPES: readonly ScriptType[] = ['update', 'generate', 'filter', 'switch', 'json', 'string'];

export interface NodeScript {
    body: string;
    argNames?: readonly string[];
    limits?: SandboxLimits;
}

/** Every script runs for its tenant, through the tenant's runner (ScriptSandbox.forTenant). */
const run = (runner: ScriptRunner, script: NodeScript, msg: TbMsg) =>
    runner(script.body, script.argNames ?? SCRIPT_ARGS, [msgJson(msg) ?? msg.data, { ...msg.metadata }, msg.type], script.limits ?? DEFAULT_LIMITS);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Metadata values are strings in ThingsBoard; numbers and booleans a script sets become text. */
function metadataOf(value: unknown, fallback: Readonly<Record<string, string>>): Record<string, string> {
    if (!isObject(value)) return { ...fallback };
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

/** One `{msg, metadata, msgType}` result; missing parts keep the input's (ThingsBoard's unbindMsg). */
function messageOf(result: unknown, input: TbMsg): TbMsg {
    if (!isObject(result)) throw new ScriptError('Wrong result type: the script must return an object {msg, metadata, msgType}');
    return copyMsg(input, {
        data: 'msg' in result ? JSON.stringify(result.msg) : input.data,
        metadata: 'metadata' in result ? metadataOf(result.metadata, input.metadata) : input.metadata,
        type: typeof result.msgType === 'string' ? result.msgType : input.type,
    });
}

/** Transformation and generator scripts: one message, or several when the script answers an array. */
export async function runUpdateScript(runner: ScriptRunner, script: NodeScript, msg: TbMsg): Promise<TbMsg[]> {
    const result = await run(runner, script, msg);
    return Array.isArray(result) ? result.map(item => messageOf(item, msg)) : [messageOf(result, msg)];
}

export async function runFilterScript(runner: ScriptRunner, script: NodeScript, msg: TbMsg): Promise<boolean> {
    const result = await run(runner, script, msg);
    if (typeof result !== 'boolean') throw new ScriptError('Wrong result type: the filter script must return true or false');
    return result;
}

/** Switch scripts answer the relation names to follow: an array of strings (or one string). */
export async function runSwitchScript(runner: ScriptRunner, script: NodeScript, msg: TbMsg): Promise<string[]> {
    const result = await run(runner, script, msg);
    if (typeof result === 'string') return [result];
    if (Array.isArray(result) && result.every(item => typeof item === 'string')) return result as string[];
    throw new ScriptError('Wrong result type: the switch script must return an array of relation names');
}

export async function runJsonScript(runner: ScriptRunner, script: NodeScript, msg: TbMsg): Promise<unknown> {
    return run(runner, script, msg);
}

export async function runStringScript(runner: ScriptRunner, script: NodeScript, msg: TbMsg): Promise<string> {
    const result = await run(runner, script, msg);
    return typeof result === 'string' ? result : JSON.stringify(result);
}

/**
 * The text the script test dialog shows for each script type (ThingsBoard's testScript):
 * messages as `{msg, metadata, msgType}`, filters as true/false, the rest as JSON.
 */
export async function testScriptOutput(runner: ScriptRunner, type: ScriptType, script: NodeScript, msg: TbMsg): Promise<string> {
    const asOutput = (out: TbMsg) => ({ msg: msgJson(out) ?? out.data, metadata: out.metadata, msgType: out.type });
    switch (type) {
        case 'update':
        case 'generate': {
            const messages = await runUpdateScript(runner, script, msg);
            return JSON.stringify(messages.length === 1 ? asOutput(messages[0]!) : messages.map(asOutput));
        }
        case 'filter':
            return String(await runFilterScript(runner, script, msg));
        case 'switch':
            return JSON.stringify(await runSwitchScript(runner, script, msg));
        case 'json':
            return JSON.stringify(await runJsonScript(runner, script, msg));
        case 'string':
            return runStringScript(runner, script, msg);
    }
}
