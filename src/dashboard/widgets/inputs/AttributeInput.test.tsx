import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../../providers/http/httpClient';
import { deviceSnapshot, renderWidget, testWidget } from '../controls/WidgetTestBed';
import { attributeInputWidget } from './AttributeInput';
import { INPUT_VARIANTS } from './inputVariants';
import { MultipleAttributesInput } from './MultipleAttributesInput';

vi.mock('../../../providers/http/httpClient', () => ({ httpClient: { request: vi.fn(async () => undefined) } }));
const request = vi.mocked(httpClient.request);

describe('single-value attribute input', () => {
    beforeEach(() => request.mockClear());
    const SharedDouble = attributeInputWidget(INPUT_VARIANTS['input_widgets.update_shared_double_attribute']!);
    const widget = testWidget('input_widgets', 'update_shared_double_attribute', 'latest', { settings: { labelValue: 'Target temperature', maxValue: 30 } });

    it("starts from the entity's value and writes the typed number to its shared scope", async () => {
        renderWidget(<SharedDouble widget={widget} snapshot={deviceSnapshot({ targetTemperature: 21 })} width={300} height={120} />);
        const field = screen.getByRole('textbox', { name: 'Target temperature' });
        expect(field).toHaveValue('21');
        fireEvent.change(field, { target: { value: '22.5' } });
        fireEvent.click(screen.getByRole('button', { name: 'Update' }));
        await waitFor(() => expect(request).toHaveBeenCalledWith('/api/plugins/telemetry/DEVICE/dev-1/attributes/SHARED_SCOPE', expect.objectContaining({ method: 'POST', body: { targetTemperature: 22.5 } })));
        expect(await screen.findByRole('status')).toHaveTextContent('Update successful');
    });

    it('refuses text and values above the maximum without calling the server', () => {
        renderWidget(<SharedDouble widget={widget} snapshot={deviceSnapshot({ targetTemperature: 21 })} width={300} height={120} />);
        const field = screen.getByRole('textbox', { name: 'Target temperature' });
        fireEvent.change(field, { target: { value: 'warm' } });
        expect(screen.getByText('Must be a number')).toBeInTheDocument();
        fireEvent.change(field, { target: { value: '35' } });
        expect(screen.getByText('The value must be at most 30')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
        fireEvent.submit(field.closest('form')!);
        expect(request).not.toHaveBeenCalled();
    });

    it('writes a boolean to the server scope as soon as it is ticked', async () => {
        const ServerBoolean = attributeInputWidget(INPUT_VARIANTS['input_widgets.update_server_boolean_attribute']!);
        renderWidget(<ServerBoolean widget={testWidget('input_widgets', 'update_server_boolean_attribute', 'latest', { settings: { trueValue: 'Enabled', falseValue: 'Disabled' } })} snapshot={deviceSnapshot({ enabled: false })} width={300} height={120} />);
        fireEvent.click(screen.getByRole('checkbox', { name: 'Disabled' }));
        await waitFor(() => expect(request).toHaveBeenCalledWith('/api/plugins/telemetry/DEVICE/dev-1/attributes/SERVER_SCOPE', expect.objectContaining({ body: { enabled: true } })));
    });
});

describe('update multiple attributes', () => {
    beforeEach(() => request.mockClear());

    it('writes the changed fields, each to the scope its data key names', async () => {
        const snapshot = deviceSnapshot({ mode: 'eco', setpoint: 20, note: 'x' });
        snapshot.data[1]!.dataKey.settings = { dataKeyType: 'shared', dataKeyValueType: 'integer' };
        snapshot.data[2]!.dataKey.settings = { dataKeyType: 'timeseries' };
        renderWidget(<MultipleAttributesInput widget={testWidget('input_widgets', 'update_multiple_attributes', 'latest', {})} snapshot={snapshot} width={500} height={200} />);
        fireEvent.change(screen.getByRole('textbox', { name: 'setpoint' }), { target: { value: '23' } });
        fireEvent.change(screen.getByRole('textbox', { name: 'mode' }), { target: { value: 'comfort' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
        expect(request).toHaveBeenCalledWith('/api/plugins/telemetry/DEVICE/dev-1/attributes/SERVER_SCOPE', expect.objectContaining({ body: { mode: 'comfort' } }));
        expect(request).toHaveBeenCalledWith('/api/plugins/telemetry/DEVICE/dev-1/attributes/SHARED_SCOPE', expect.objectContaining({ body: { setpoint: 23 } }));
    });

    it('does not save while a field is invalid', () => {
        const snapshot = deviceSnapshot({ setpoint: 20 });
        snapshot.data[0]!.dataKey.settings = { dataKeyValueType: 'integer' };
        renderWidget(<MultipleAttributesInput widget={testWidget('input_widgets', 'update_multiple_attributes', 'latest', {})} snapshot={snapshot} width={500} height={200} />);
        fireEvent.change(screen.getByRole('textbox', { name: 'setpoint' }), { target: { value: '2.5' } });
        expect(screen.getByText('Must be an integer')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
});
