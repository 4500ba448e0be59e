import { describe, expect, it } from 'vitest';
import { scriptFieldsOf } from './scriptNodes';
import { defaultTestInput, formatScriptOutput, metadataValid, saveEnabled, testInputFromDebug, testInputValid, testScriptRequest, testWithRetry, type ScriptTestAnswer } from './scriptTest';

const input = defaultTestInput(1000);

describe('script test', () => {
    it('pretty-prints JSON output with 4 spaces and leaves other text as it is', () => {
        expect(formatScriptOutput('{"msg":{"a":1}}')).toBe('{\n    "msg": {\n        "a": 1\n    }\n}');
        expect(formatScriptOutput('true')).toBe('true');
        expect(formatScriptOutput('\nIncoming message')).toBe('\nIncoming message');
        expect(formatScriptOutput(null)).toBe('');
    });

    it('needs a message type, complete metadata rows and a JSON message', () => {
        expect(testInputValid(input)).toBe(true);
        expect(testInputValid({ ...input, msgType: ' ' })).toBe(false);
        expect(testInputValid({ ...input, msg: '{oops' })).toBe(false);
        expect(metadataValid([{ key: 'a', value: '' }])).toBe(false);
        expect(metadataValid([{ key: ' ', value: 'x' }])).toBe(false);
        expect(testInputValid({ ...input, metadata: [{ key: '', value: '1' }] })).toBe(false);
    });

    it('offers Save only once the script changed and checks clean', () => {
        expect(saveEnabled('return 1;', 'return 1;', true, input)).toBe(false);
        expect(saveEnabled('return 2;', 'return 1;', false, input)).toBe(false);
        expect(saveEnabled('return 2;', 'return 1;', true, { ...input, msg: '' })).toBe(false);
        expect(saveEnabled('return 2;', 'return 1;', true, input)).toBe(true);
    });

    it('sends the node class script type and argument names, metadata as a map', () => {
        const [spec] = scriptFieldsOf('org.thingsboard.rule.engine.debug.TbMsgGeneratorNode');
        expect(testScriptRequest('return {};', spec!, input)).toEqual({
            script: 'return {};',
            scriptType: 'generate',
            argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'],
            msgType: 'POST_TELEMETRY_REQUEST',
            msg: input.msg,
            metadata: { deviceName: 'Test Device', deviceType: 'default', ts: '1000' },
        });
        expect(scriptFieldsOf('org.thingsboard.rule.engine.filter.TbJsFilterNode')[0]).toMatchObject({ scriptType: 'filter', functionName: 'Filter' });
        expect(scriptFieldsOf('org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode')).toEqual([]);
    });

    it("takes the node's latest debug input as the sample message", () => {
        expect(testInputFromDebug({ type: 'POST_ATTRIBUTES_REQUEST', data: '{"a":1}', metadata: '{"deviceName":"T1"}' })).toEqual({
            msgType: 'POST_ATTRIBUTES_REQUEST',
            msg: '{\n  "a": 1\n}',
            metadata: [{ key: 'deviceName', value: 'T1' }],
        });
        expect(testInputFromDebug(null)).toBeNull();
        expect(testInputFromDebug({})).toBeNull();
    });
});

describe('script test with a busy sandbox', () => {
    const busy = { output: '', error: 'Script sandbox busy: the script did not start within 5000 ms' };
    const answers = (...list: ScriptTestAnswer[]) => {
        const calls = { count: 0 };
        return { calls, call: async () => list[calls.count++]! };
    };

    it('tries once more when the sandbox, not the script, was slow', async () => {
        const { calls, call } = answers(busy, { output: '{"a":1}', error: '' });
        let retried = false;
        expect(await testWithRetry(call, () => (retried = true))).toEqual({ output: '{"a":1}', error: '', sandboxBusy: false });
        expect(calls.count).toBe(2);
        expect(retried).toBe(true);
    });

    it('says the sandbox was busy after the second try, and tries no third time', async () => {
        const { calls, call } = answers(busy, busy, busy);
        expect((await testWithRetry(call, () => undefined)).sandboxBusy).toBe(true);
        expect(calls.count).toBe(2);
    });

    it('never retries the script’s own failures, a timeout included', async () => {
        const { calls, call } = answers({ output: '', error: 'Script execution timed out after 1000 ms' });
        expect(await testWithRetry(call, () => undefined)).toEqual({ output: '', error: 'Script execution timed out after 1000 ms', sandboxBusy: false });
        expect(calls.count).toBe(1);
    });
});
