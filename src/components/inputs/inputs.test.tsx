import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dialogStore } from '../dialogs/dialogStore';
import { CheckboxInput } from './CheckboxInput';
import { FileInput } from './FileInput';
import { ImageInput } from './ImageInput';
import { JsonFormInput } from './JsonFormInput';
// Loaded up front, so the form's lazy import resolves at once.
import './JsonFormView';
import { uiSchemaOf, withCheckboxDefaults, withCustomMessages, withoutEmptyStrings, jsonFormValueOf } from './jsonFormValue';
import { INVALID_JSON, JsonToStringInput } from './JsonToStringInput';
import { KeysListInput } from './KeysListInput';
import { KeyValueMapInput } from './KeyValueMapInput';
import { TypedValueInput } from './TypedValueInput';

vi.mock('@monaco-editor/react', () => import('../editors/monaco/monacoTestDouble'));
vi.mock('../editors/monaco/monacoSetup', () => import('../editors/monaco/monacoTestDouble'));
vi.mock('monaco-editor/languages/features/typescript/register', () => import('../editors/monaco/monacoTestDouble'));

const wrap = (children: ReactNode) =>
    render(
        <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
    );

describe('typed value input', () => {
    it('infers the type, resets the value on a type change and emits only valid values', async () => {
        const onChange = vi.fn();
        wrap(<TypedValueInput value={42} onChange={onChange} />);
        const field = screen.getByLabelText('value.integer-value');
        expect(field).toHaveValue(42);
        fireEvent.change(field, { target: { value: '' } });
        fireEvent.blur(field);
        expect(onChange).toHaveBeenLastCalledWith(null);
        expect(screen.getByText('value.integer-value-required')).toBeInTheDocument();

        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click(screen.getByRole('option', { name: 'value.boolean' }));
        expect(onChange).toHaveBeenLastCalledWith(false);
        fireEvent.click(screen.getByRole('switch'));
        expect(onChange).toHaveBeenLastCalledWith(true);

        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click(screen.getByRole('option', { name: 'value.json' }));
        expect(onChange).toHaveBeenLastCalledWith({});
    }, 15_000);

    it('uses the caller’s required text', () => {
        wrap(<TypedValueInput value="x" onChange={() => undefined} requiredText="attribute.value-required" />);
        const field = screen.getByLabelText('value.string-value');
        fireEvent.change(field, { target: { value: '' } });
        fireEvent.blur(field);
        expect(screen.getByText('attribute.value-required')).toBeInTheDocument();
    });

    it('edits JSON in a full-screen JSON editor', async () => {
        const onChange = vi.fn();
        wrap(<TypedValueInput value={{ a: 1 }} onChange={onChange} />);
        fireEvent.click(screen.getByRole('button', { name: 'value.edit-json' }));
        const editor = await screen.findByTestId('code-editor');
        fireEvent.change(editor, { target: { value: '{"b":2}' } });
        fireEvent.click(screen.getByRole('button', { name: 'action.save' }));
        expect(onChange).toHaveBeenLastCalledWith({ b: 2 });
        expect(screen.getByLabelText('value.json-value')).toHaveValue('{\n  "b": 2\n}');
    });
});

describe('keys list', () => {
    const Keys = ({ onChange }: { onChange(keys: string[]): void }) => {
        const [keys, setKeys] = useState<string[]>(['a']);
        return <KeysListInput value={keys} onChange={next => (setKeys(next), onChange(next))} label="Keys" required />;
    };

    it('adds keys on comma, semicolon and Enter, trimmed, without duplicates', () => {
        const onChange = vi.fn();
        wrap(<Keys onChange={onChange} />);
        const input = screen.getByRole('combobox');
        fireEvent.change(input, { target: { value: ' b ,' } });
        expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
        fireEvent.change(input, { target: { value: 'a;' } });
        expect(onChange).toHaveBeenCalledTimes(1);
        fireEvent.change(input, { target: { value: 'c' } });
        fireEvent.keyDown(input, { key: 'Enter' });
        expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    });
});

describe('key-value map', () => {
    it('is invalid while a row lacks its key or value', () => {
        const onChange = vi.fn();
        wrap(<KeyValueMapInput value={{ unit: 'C' }} onChange={onChange} />);
        fireEvent.click(screen.getByRole('button', { name: 'key-val.add-entry' }));
        expect(onChange).toHaveBeenLastCalledWith({ unit: 'C', '': '' }, false);
        const [, secondKey] = screen.getAllByLabelText(/key-val\.key/);
        const [, secondValue] = screen.getAllByLabelText(/key-val\.value/);
        fireEvent.change(secondKey, { target: { value: 'scale' } });
        fireEvent.change(secondValue, { target: { value: '2' } });
        expect(onChange).toHaveBeenLastCalledWith({ unit: 'C', scale: '2' }, true);
        fireEvent.click(screen.getAllByRole('button', { name: 'key-val.remove-entry' })[0]);
        expect(onChange).toHaveBeenLastCalledWith({ scale: '2' }, true);
    });
});

describe('checkbox with custom values', () => {
    it('emits its true and false values, true and false by default', () => {
        const onChange = vi.fn();
        const { unmount } = wrap(<CheckboxInput value="off" trueValue="on" falseValue="off" onChange={onChange} label="Power" />);
        fireEvent.click(screen.getByRole('checkbox', { name: 'Power' }));
        expect(onChange).toHaveBeenLastCalledWith('on');
        unmount();
        wrap(<CheckboxInput value={true} onChange={onChange} label="Plain" />);
        expect(screen.getByRole('checkbox', { name: 'Plain' })).toBeChecked();
        fireEvent.click(screen.getByRole('checkbox', { name: 'Plain' }));
        expect(onChange).toHaveBeenLastCalledWith(false);
    });
});

describe('JSON-to-string input', () => {
    it("flags text that is not JSON with 'invalidJSON'", () => {
        const onChange = vi.fn();
        wrap(<JsonToStringInput value='{"a":1}' onChange={onChange} label="Payload" />);
        fireEvent.change(screen.getByLabelText('Payload'), { target: { value: '{a' } });
        expect(onChange).toHaveBeenLastCalledWith('{a', INVALID_JSON);
        expect(INVALID_JSON).toBe('invalidJSON');
        fireEvent.change(screen.getByLabelText('Payload'), { target: { value: '[1]' } });
        expect(onChange).toHaveBeenLastCalledWith('[1]', null);
    });
});

describe('file and image inputs', () => {
    const upload = (file: File) => fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });

    it('takes files of the allowed extensions with content, shows the no-file error while empty', async () => {
        const onFile = vi.fn();
        wrap(<FileInput fileName={null} onFile={onFile} extensions="json" requiredAsError noFileText="No file selected" />);
        expect(screen.getByText('No file selected', { selector: '.MuiTypography-caption' })).toBeInTheDocument();
        upload(new File(['x'], 'notes.txt'));
        upload(new File([''], 'empty.json'));
        upload(new File(['{"a":1}'], 'data.json'));
        await waitFor(() => expect(onFile).toHaveBeenCalledWith({ fileName: 'data.json', content: '{"a":1}' }));
        expect(onFile).toHaveBeenCalledTimes(1);
    });

    it("alerts 'dashboard.cannot-upload-file' for an image over the limit and ignores what is not an image", async () => {
        const onChange = vi.fn();
        wrap(<ImageInput value={null} onChange={onChange} maxSizeBytes={4} />);
        upload(new File(['123456'], 'big.png', { type: 'image/png' }));
        const [alert] = dialogStore.getSnapshot();
        expect(alert.request).toMatchObject({ kind: 'alert', title: 'dashboard.cannot-upload-file', message: 'dashboard.maximum-upload-file-size' });
        alert.close(true);
        upload(new File(['abc'], 'notes.txt', { type: 'text/plain' }));
        upload(new File(['abc'], 'dot.png', { type: 'image/png' }));
        await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/), 'dot.png'));
        expect(onChange).toHaveBeenCalledTimes(1);
    });
});

describe('JSON form', () => {
    const schema = {
        type: 'object' as const,
        required: ['name'],
        properties: {
            name: { type: 'string' as const, title: 'Name', minLength: 2, validationMessage: 'Name, please' },
            mode: { type: 'string' as const, title: 'Mode', enum: ['a', 'b'], enumNames: ['Auto', 'Boost'] },
            level: { type: 'integer' as const, title: 'Level', minimum: 1, maximum: 5 },
            enabled: { type: 'boolean' as const, title: 'Enabled' },
            days: { type: 'array' as const, title: 'Days', items: { type: 'string' as const, enum: ['mon', 'tue'] }, uniqueItems: true },
            id: { type: 'string' as const, title: 'Id', readOnly: true },
        },
    };

    it('defaults its value and maps the schema to controls', () => {
        expect(jsonFormValueOf({ schema })).toEqual({ schema, form: ['*'], groupInfoes: [], model: {} });
        expect(uiSchemaOf(schema)).toEqual({ mode: { 'ui:enumNames': ['Auto', 'Boost'] }, days: { 'ui:widget': 'checkboxes' }, id: { 'ui:readonly': true } });
        expect(withCheckboxDefaults(schema, {})).toEqual({ enabled: false });
        expect(withoutEmptyStrings({ a: '', b: { c: '' }, d: 0 })).toEqual({ b: {}, d: 0 });
        expect(withCustomMessages(schema)([{ name: 'required', property: '', params: { missingProperty: 'name' }, message: 'x', stack: 'x', schemaPath: '' }])[0].message).toBe('Name, please');
    });

    it('renders the controls and checks the model against the schema', async () => {
        const onChange = vi.fn();
        wrap(<JsonFormInput value={{ schema, model: { name: 'x' } }} onChange={onChange} />);
        const name = await screen.findByLabelText(/^Name/);
        expect(screen.getByLabelText(/^Level/)).toHaveAttribute('type', 'number');
        expect(screen.getByRole('checkbox', { name: /Enabled/ })).not.toBeChecked();
        expect(screen.getByRole('checkbox', { name: 'mon' })).toBeInTheDocument();
        fireEvent.change(name, { target: { value: 'Boiler' } });
        await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Boiler', enabled: false }), true));
        fireEvent.change(name, { target: { value: 'B' } });
        await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'B' }), false));
        expect(await screen.findByText('Name, please')).toBeInTheDocument();
    }, 15_000);
});
