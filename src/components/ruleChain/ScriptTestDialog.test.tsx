import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { scriptFieldsOf } from './scriptNodes';
import { ScriptTestDialog } from './ScriptTestDialog';

// The shared test double's model has no getValue, which the JavaScript lint timer reads: give it one.
vi.mock('@monaco-editor/react', async () => {
    const double = await import('../editors/monaco/monacoTestDouble');
    type Props = Parameters<typeof double.default>[0];
    type Mount = NonNullable<Props['onMount']>;
    const withModelValue: (onMount: Mount | undefined) => Mount = onMount => (editor, monaco) =>
        onMount?.({ ...editor, getModel: () => Object.assign(editor.getModel()!, { getValue: () => editor.getValue() }) }, monaco);
    return { ...double, default: (props: Props) => double.default({ ...props, onMount: withModelValue(props.onMount) }) };
});
vi.mock('../editors/monaco/monacoSetup', () => import('../editors/monaco/monacoTestDouble'));
vi.mock('monaco-editor/languages/features/typescript/register', () => import('../editors/monaco/monacoTestDouble'));
const request = vi.hoisted(() => vi.fn());
vi.mock('../../providers/http/httpClient', () => ({ httpClient: { request } }));

const spec = scriptFieldsOf('org.thingsboard.rule.engine.transform.TbTransformMsgNode')[0]!;
const SCRIPT = 'return {msg: msg, metadata: metadata, msgType: msgType};';

const open = () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    renderInAdmin(<ScriptTestDialog script={SCRIPT} spec={spec} onSave={onSave} onClose={onClose} />);
    return { onSave, onClose };
};
/** The message editor comes first, the script editor second. */
const scriptEditor = async () => (await screen.findAllByTestId('code-editor'))[1] as HTMLTextAreaElement;

describe('script test dialog', () => {
    beforeEach(() => request.mockReset());

    it('Test sends the script with the message and shows the output with 4-space indent', async () => {
        request.mockResolvedValue({ output: '{"msg":{"t":1}}', error: null });
        open();
        await scriptEditor();
        fireEvent.click(screen.getByRole('button', { name: 'Test' }));
        await waitFor(() => expect(screen.getByTestId('script-test-output').textContent).toBe('{\n    "msg": {\n        "t": 1\n    }\n}'));
        expect(request).toHaveBeenCalledWith('/api/ruleChain/testScript', expect.objectContaining({ method: 'POST', body: expect.objectContaining({ script: SCRIPT, scriptType: 'update', msgType: 'POST_TELEMETRY_REQUEST' }) }));
    });

    it('Save is off until the script changes; it runs the test and keeps the dialog open on an error', async () => {
        request.mockResolvedValue({ output: null, error: 'ReferenceError: nope is not defined' });
        const { onSave } = open();
        const save = screen.getByRole('button', { name: 'Save' });
        expect(save).toBeDisabled();
        fireEvent.change(await scriptEditor(), { target: { value: 'return nope;' } });
        await waitFor(() => expect(save).toBeEnabled());
        fireEvent.click(save);
        await screen.findByText('ReferenceError: nope is not defined');
        expect(onSave).not.toHaveBeenCalled();
    });

    it('Save closes with the script once its test run succeeds', async () => {
        request.mockResolvedValue({ output: '{}', error: null });
        const { onSave } = open();
        fireEvent.change(await scriptEditor(), { target: { value: 'return {msg: {}};' } });
        const save = screen.getByRole('button', { name: 'Save' });
        await waitFor(() => expect(save).toBeEnabled());
        fireEvent.click(save);
        await waitFor(() => expect(onSave).toHaveBeenCalledWith('return {msg: {}};'));
    });

    it('edits the metadata with the shared key-value map: an incomplete row stops Test, the map is sent', async () => {
        request.mockResolvedValue({ output: '{}', error: null });
        open();
        await scriptEditor();
        const test = screen.getByRole('button', { name: 'Test' });
        expect(screen.getAllByRole('textbox', { name: 'Key' }).map(input => (input as HTMLInputElement).value)).toEqual(['deviceName', 'deviceType', 'ts']);
        fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
        expect(test).toBeDisabled();
        fireEvent.change(screen.getAllByRole('textbox', { name: 'Key' })[3]!, { target: { value: 'room' } });
        fireEvent.change(screen.getAllByRole('textbox', { name: 'Value' })[3]!, { target: { value: '12' } });
        expect(test).toBeEnabled();
        fireEvent.click(screen.getAllByRole('button', { name: 'Remove entry' })[1]!);
        fireEvent.click(test);
        await waitFor(() => expect(request).toHaveBeenCalled());
        const { metadata } = (request.mock.calls[0]![1] as { body: { metadata: Record<string, string> } }).body;
        expect(Object.keys(metadata)).toEqual(['deviceName', 'ts', 'room']);
        expect(metadata.room).toBe('12');
    });

    it("the script editor opens the node's help", async () => {
        const fetch = vi.spyOn(window, 'fetch').mockImplementation(async input =>
            String(input) === '/help/en_US/rulenode/transformation_node_script_fn.md'
                ? new Response('#### Transform function', { headers: { 'Content-Type': 'text/markdown' } })
                : new Response('', { status: 404 })
        );
        try {
            open();
            await scriptEditor();
            fireEvent.click(screen.getByRole('button', { name: 'Help' }));
            expect(await screen.findByRole('heading', { name: 'Transform function' })).toBeInTheDocument();
        } finally {
            fetch.mockRestore();
        }
    });
});
