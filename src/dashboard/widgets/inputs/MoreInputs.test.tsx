import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../providers/http/ApiError';
import { deviceSnapshot, renderWidget, testWidget } from '../controls/WidgetTestBed';
import { dateAttributeInput } from './DateAttributeInput';
import { DeviceClaimingWidget } from './DeviceClaimingWidget';
import { imageAttributeInput, MAX_IMAGE_BYTES } from './ImageAttributeInput';
import { JsonAttributeInput } from './JsonAttributeInput';
import { locationInput } from './LocationInput';
import { photoOptionsOf, WebCameraInput } from './WebCameraInput';

/** The longest wait for the screen to settle: the machine may be busy (the tests await states, never time). */
const SLOW = { timeout: 15_000 };

const calls: Array<{ url: string; body: unknown }> = [];
let answer: () => unknown = () => ({});
vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: async (url: string, options: { body?: unknown } = {}) => {
            calls.push({ url, body: options.body });
            return answer();
        },
    },
}));

const empty = { data: [], loading: false, error: null };
beforeEach(() => {
    calls.length = 0;
    answer = () => ({});
});

describe('more input widgets', () => {
    it('the JSON input shows the stored JSON, refuses invalid text and writes JSON to the chosen scope', async () => {
        const widget = testWidget('input_widgets', 'update_json_attribute', 'latest', { settings: { attributeScope: 'SHARED_SCOPE' } });
        renderWidget(<JsonAttributeInput widget={widget} snapshot={deviceSnapshot({ config: '{"mode":"eco"}' })} width={400} height={200} />);
        const editor = screen.getByRole('textbox', { name: 'config' });
        expect(editor).toHaveValue('{\n  "mode": "eco"\n}');
        fireEvent.change(editor, { target: { value: '{"mode": ' } });
        expect(screen.getByText('Not valid JSON')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
        fireEvent.change(editor, { target: { value: '{"mode": "boost", "level": 3}' } });
        await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
        await waitFor(() => expect(calls).toEqual([{ url: '/api/plugins/telemetry/DEVICE/dev-1/attributes/SHARED_SCOPE', body: { config: { mode: 'boost', level: 3 } } }]), SLOW);
    });

    it('the location input writes both keys together, as time series for the time-series variant, and refuses a latitude beyond 90', async () => {
        const Location = locationInput('TIMESERIES');
        renderWidget(<Location widget={testWidget('input_widgets', 'update_location_timeseries', 'latest', {})} snapshot={deviceSnapshot({ latitude: 50.4, longitude: 30.5 })} width={500} height={200} />);
        const latitude = screen.getByRole('textbox', { name: 'Latitude' });
        expect(latitude).toHaveValue('50.4');
        fireEvent.change(latitude, { target: { value: '91' } });
        expect(screen.getByText('Enter a value from -90 to 90')).toBeInTheDocument();
        fireEvent.change(latitude, { target: { value: '48.85' } });
        fireEvent.change(screen.getByRole('textbox', { name: 'Longitude' }), { target: { value: '2.35' } });
        await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
        await waitFor(() => expect(calls).toEqual([{ url: '/api/plugins/telemetry/DEVICE/dev-1/timeseries/ANY', body: { latitude: 48.85, longitude: 2.35 } }]), SLOW);
    });

    it('the image input stores a chosen picture as a data URL only when applied, and refuses other files', async () => {
        const Image = imageAttributeInput('SERVER_SCOPE');
        const { container } = renderWidget(<Image widget={testWidget('input_widgets', 'update_server_image_attribute', 'latest', {})} snapshot={deviceSnapshot({ photo: '' })} width={500} height={200} />);
        const input = container.querySelector('input[type=file]') as HTMLInputElement;
        await act(async () => fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } }));
        expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF, WebP or BMP picture');
        await act(async () => fireEvent.change(input, { target: { files: [new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' })] } }));
        expect(screen.getByRole('alert')).toHaveTextContent('The picture is too large: at most 512 KB');
        await act(async () => fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' })] } }));
        await screen.findByRole('img', { name: 'The picture now stored' }, SLOW);
        expect(calls).toEqual([]);
        await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
        await waitFor(() => expect(calls).toEqual([{ url: '/api/plugins/telemetry/DEVICE/dev-1/attributes/SERVER_SCOPE', body: { photo: 'data:image/png;base64,iVBORw==' } }]), SLOW);
    });

    it('the date input shows the stored date and says so when there is no entity', () => {
        const DateInput = dateAttributeInput('SHARED_SCOPE');
        const { unmount } = renderWidget(<DateInput widget={testWidget('input_widgets', 'update_shared_date_attribute', 'latest', {})} snapshot={deviceSnapshot({ installedAt: Date.UTC(2026, 0, 15, 12) })} width={500} height={200} />);
        expect(screen.getByRole('group', { name: 'installedAt' })).toHaveTextContent('2026');
        unmount();
        renderWidget(<DateInput widget={testWidget('input_widgets', 'update_shared_date_attribute', 'latest', {})} snapshot={empty} width={500} height={200} />);
        expect(screen.getByText('No entity selected')).toBeInTheDocument();
    });

    it('the camera input says so when the browser has no camera, and reads its photo options with defaults', async () => {
        renderWidget(<WebCameraInput widget={testWidget('input_widgets', 'web_camera_input', 'latest', {})} snapshot={deviceSnapshot({ photo: '' })} width={500} height={200} />);
        expect(await screen.findByText('No camera: this browser has none, or may not use it', undefined, SLOW)).toBeInTheDocument();
        expect(photoOptionsOf({ imageFormat: 'image/jpeg', imageQuality: 3, maxWidth: 320 })).toEqual({ format: 'image/jpeg', quality: 1, maxWidth: 320, maxHeight: 480 });
        expect(photoOptionsOf({ imageFormat: 'image/gif' }).format).toBe('image/png');
    });

    it('the claiming widget claims by name with the secret key, and tells a missing device from a refused claim', async () => {
        renderWidget(<DeviceClaimingWidget widget={testWidget('input_widgets', 'device_claiming_widget', 'static', { settings: { deviceSecret: true, successfulClaimDevice: 'Welcome aboard!' } })} snapshot={empty} width={500} height={300} />);
        fireEvent.click(screen.getByRole('button', { name: 'Claim device' }));
        expect(screen.getByText("Enter the device's name")).toBeInTheDocument();
        expect(calls).toEqual([]);
        fireEvent.change(screen.getByRole('textbox', { name: 'Device name' }), { target: { value: 'Sensor 7' } });
        fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 's3cret' } });
        answer = () => ({ response: 'SUCCESS' });
        await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Claim device' })));
        expect(await screen.findByText('Welcome aboard!', undefined, SLOW)).toBeInTheDocument();
        expect(calls).toEqual([{ url: '/api/customer/device/Sensor%207/claim', body: { secretKey: 's3cret' } }]);

        fireEvent.change(screen.getByRole('textbox', { name: 'Device name' }), { target: { value: 'Nobody' } });
        fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'x' } });
        answer = () => {
            throw new ApiError({ status: 404, message: 'Not found' });
        };
        await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Claim device' })));
        expect(await screen.findByText('There is no device with this name', undefined, SLOW)).toBeInTheDocument();
    });
});
