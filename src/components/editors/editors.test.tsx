import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CssEditor } from './CssEditor';
import { EDITOR_MIN_HEIGHT, TOOLBAR_HEIGHT } from './EditorFrame';
import { JsFuncEditor } from './JsFuncEditor';
import { CONTENT_TYPE_LANGUAGES, contentError, JsonContentEditor } from './JsonContentEditor';
import { JsonObjectEditor } from './JsonObjectEditor';
import { PROTOBUF_FILL_MIN_HEIGHT, PROTOBUF_MIN_HEIGHT } from './ProtobufEditor';

vi.mock('@monaco-editor/react', () => import('./monaco/monacoTestDouble'));
vi.mock('./monaco/monacoSetup', () => import('./monaco/monacoTestDouble'));
vi.mock('monaco-editor/languages/features/typescript/register', () => import('./monaco/monacoTestDouble'));
// jsdom has no Web Worker: the check runs in the test's thread.
vi.mock('./jsFunctionCheck', async () => {
    const { checkJsFunction } = await import('./jsFunction');
    return { checkJsFunctionInWorker: async (...args: Parameters<typeof checkJsFunction>) => checkJsFunction(...args) };
});

const editor = () => screen.findByTestId('code-editor') as Promise<HTMLTextAreaElement>;

const Controlled = ({ initial, render: draw }: { initial: string; render(value: string, set: (text: string) => void): React.ReactNode }) => {
    const [value, setValue] = useState(initial);
    return <>{draw(value, setValue)}</>;
};

describe('JSON content editor', () => {
    it("shows the parse error when it loses focus and clears it on the next edit", async () => {
        render(<Controlled initial="{" render={(value, set) => <JsonContentEditor value={value} onChange={set} label="Body" />} />);
        const text = await editor();
        fireEvent.blur(text);
        expect(screen.getByRole('alert')).toHaveTextContent(/^Error: SyntaxError: /);
        fireEvent.change(text, { target: { value: '{}' } });
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('checks on change when asked to', async () => {
        render(<Controlled initial="" render={(value, set) => <JsonContentEditor value={value} onChange={set} validateOnChange />} />);
        fireEvent.change(await editor(), { target: { value: '[1,' } });
        expect(screen.getByRole('alert')).toHaveTextContent(/SyntaxError/);
    });

    it('never checks text or binary content', async () => {
        render(<Controlled initial="{" render={(value, set) => <JsonContentEditor value={value} onChange={set} contentType="TEXT" />} />);
        fireEvent.blur(await editor());
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('checks on submit only JSON content with validation on', () => {
        expect(contentError('{')).toMatch(/^Error: SyntaxError: /);
        expect(contentError('{', 'TEXT')).toBeNull();
        expect(contentError('{', 'JSON', false)).toBeNull();
        expect(CONTENT_TYPE_LANGUAGES).toEqual({ JSON: 'json', TEXT: 'plaintext', BINARY: 'plaintext' });
    });

    it('beautifies JSON with 4 spaces', async () => {
        render(<Controlled initial='{"a":1}' render={(value, set) => <JsonContentEditor value={value} onChange={set} />} />);
        const text = await editor();
        await act(async () => undefined);
        fireEvent.click(screen.getByRole('button', { name: 'js-func.tidy' }));
        expect(text.value).toBe('{\n    "a": 1\n}');
    });
});

describe('JSON object editor', () => {
    it("says 'Json object is required.' for empty text when required", async () => {
        const onChange = vi.fn();
        render(<JsonObjectEditor value={{ a: 1 }} onChange={onChange} required />);
        const text = await editor();
        expect(text.value).toBe('{\n  "a": 1\n}');
        fireEvent.change(text, { target: { value: '' } });
        expect(onChange).toHaveBeenLastCalledWith({ value: undefined, valid: false, text: '' });
        fireEvent.blur(text);
        expect(screen.getByRole('alert')).toHaveTextContent('Json object is required.');
    });

    it('emits any JSON value that parses', async () => {
        const onChange = vi.fn();
        render(<JsonObjectEditor value={null} onChange={onChange} />);
        fireEvent.change(await editor(), { target: { value: '[true]' } });
        expect(onChange).toHaveBeenLastCalledWith({ value: [true], valid: true, text: '[true]' });
    });

    it('toggles fullscreen and back', async () => {
        render(<JsonObjectEditor value={{}} onChange={() => undefined} label="Value" />);
        fireEvent.click(screen.getByRole('button', { name: 'fullscreen.expand' }));
        expect(screen.getByRole('dialog')).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'fullscreen.exit' }));
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});

describe('JS function editor', () => {
    it('shows the function header with the declared arguments', () => {
        render(<JsFuncEditor value="" onChange={() => undefined} argNames={['msg', 'metadata', 'msgType']} functionName="Filter" />);
        expect(screen.getByText('function Filter(msg, metadata, msgType) {')).toBeInTheDocument();
    });

    it('checks the result type when it loses focus, valid again on any edit', async () => {
        const validity = vi.fn();
        render(
            <Controlled
                initial="var x = msg;"
                render={(value, set) => <JsFuncEditor value={value} onChange={set} argNames={['msg']} argSets={[[{}]]} resultType="any" onValidityChange={validity} />}
            />
        );
        const text = await editor();
        fireEvent.blur(text);
        expect(await screen.findByRole('alert')).toHaveTextContent('js-func.no-return-error');
        expect(validity).toHaveBeenLastCalledWith(false);
        fireEvent.change(text, { target: { value: 'return msg;' } });
        expect(screen.queryByRole('alert')).toBeNull();
        expect(validity).toHaveBeenLastCalledWith(true);
    });

    it('names the line of a runtime error', async () => {
        render(<Controlled initial={'var a = 1;\nreturn nothing.here;'} render={(value, set) => <JsFuncEditor value={value} onChange={set} argNames={[]} argSets={[[]]} />} />);
        fireEvent.blur(await editor());
        expect((await screen.findByRole('alert')).textContent).toMatch(/^Error: ReferenceError: nothing is not defined\nLine 2 column \d+ of script\.$/);
    });
});

describe('CSS and protobuf editors', () => {
    it('tidies CSS', async () => {
        render(<Controlled initial=".a{color:red}" render={(value, set) => <CssEditor value={value} onChange={set} />} />);
        const text = await editor();
        await act(async () => undefined);
        fireEvent.click(screen.getByRole('button', { name: 'js-func.tidy' }));
        expect(text.value).toBe('.a {\n    color:red\n}');
    });

    it('keeps the sizes of part 2 §9', async () => {
        expect([EDITOR_MIN_HEIGHT, TOOLBAR_HEIGHT, PROTOBUF_MIN_HEIGHT, PROTOBUF_FILL_MIN_HEIGHT]).toEqual([200, 40, 200, 160]);
        await act(async () => undefined);
    });
});
