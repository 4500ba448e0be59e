import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetDataSnapshot } from '../../model/widgetData';
import type { WidgetFeedRequest } from '../../runtime/createWidgetFeed';
import { WidgetFeedContext } from '../../runtime/WidgetFeedContext';
import { renderWidget, singleDeviceScope, testWidget } from '../controls/WidgetTestBed';
import { gatewayAttributesOf, defaultGatewayForm } from './gatewayConfiguration';
import { gatewayConfigWidget } from './GatewayConfigWidget';
import { GatewayEvents } from './GatewayEvents';

/** The longest wait for the screen to settle: the machine may be busy (the tests await states, never time). */
const SLOW = { timeout: 15_000 };

const calls: Array<{ url: string; method: string; body?: unknown }> = [];
let answers: Record<string, unknown> = {};
vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: async (url: string, options: { method?: string; body?: unknown; query?: Record<string, unknown> } = {}) => {
            calls.push({ url, method: options.method ?? 'GET', body: options.body });
            if (url === '/api/entitiesQuery/find') return { data: [{ entityId: { entityType: 'DEVICE', id: 'gw-1' }, latest: { ENTITY_FIELD: { name: { value: 'Gateway 1' } } } }] };
            const key = `${url}${options.query?.keys ? `?${String(options.query.keys)}` : ''}`;
            return key in answers ? answers[key] : [];
        },
    },
}));

const saveFileMock = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/saveFile', () => ({ saveFile: saveFileMock }));

const scope = singleDeviceScope('gw-1');
const datasources = [{ type: 'entity' as const, entityAliasId: 'a1', dataKeys: [] }];

beforeEach(() => {
    calls.length = 0;
    answers = {};
});

describe('gateway widgets', () => {
    it('Gateway events lists the gateway keys that match the filters, with their live values', async () => {
        answers['/api/plugins/telemetry/DEVICE/gw-1/keys/timeseries'] = ['temperature', 'eventsSent', 'MQTT BrokerEventsProduced'];
        const requests: WidgetFeedRequest[] = [];
        const feed = (request: WidgetFeedRequest) => {
            requests.push(request);
            const keys = request.widget.config.datasources?.[0]?.dataKeys ?? [];
            const snapshot: WidgetDataSnapshot = {
                data: keys.map((dataKey, index) => ({ datasource: { type: 'entity', dataKeys: [], rowKey: 'DEVICE:gw-1' }, dataKey, data: [[1, 10 * (index + 1)]] })),
                loading: false,
                error: null,
            };
            return { subscribe: (listener: (next: WidgetDataSnapshot) => void) => (listener(snapshot), () => undefined), stop: () => undefined };
        };
        const widget = testWidget('gateway_widgets', 'attributes_card', 'latest', { datasources, settings: { eventsTitle: 'Gateway Events Form', eventsReg: ['EventsProduced', 'EventsSent'] } });
        renderWidget(<WidgetFeedContext.Provider value={feed}><GatewayEvents widget={widget} snapshot={{ data: [], loading: false, error: null }} width={400} height={300} /></WidgetFeedContext.Provider>, scope);
        const table = await screen.findByRole('table', { name: 'Gateway Events Form' }, SLOW);
        await waitFor(() => expect(table).toHaveTextContent('MQTT BrokerEventsProduced10.00'), SLOW);
        expect(table).toHaveTextContent('eventsSent20.00');
        expect(table).not.toHaveTextContent('temperature');
        expect(requests.at(-1)!.widget.config.datasources).toEqual([{ type: 'entity', entityAliasId: 'a1', dataKeys: [expect.objectContaining({ name: 'MQTT BrokerEventsProduced', type: 'timeseries' }), expect.objectContaining({ name: 'eventsSent' })] }]);
    });

    it('Gateway events says so when no key matches', async () => {
        answers['/api/plugins/telemetry/DEVICE/gw-1/keys/timeseries'] = ['temperature'];
        const widget = testWidget('gateway_widgets', 'attributes_card', 'latest', { datasources, settings: { eventsReg: ['EventsSent'] } });
        renderWidget(<GatewayEvents widget={widget} snapshot={{ data: [], loading: false, error: null }} width={400} height={300} />, scope);
        expect(await screen.findByText("No event keys of this gateway match the widget's filters yet", undefined, SLOW)).toBeInTheDocument();
    });

    it('the single-device form shows the running configuration and saves the edited one to the shared and server attributes', async () => {
        const running = gatewayAttributesOf({ ...defaultGatewayForm('tb.example'), accessToken: 'T1', connectors: [{ name: 'Broker', type: 'MQTT', enabled: true, config: '{"broker": {}}' }] });
        answers['/api/plugins/telemetry/DEVICE/gw-1/values/attributes/CLIENT_SCOPE?current_configuration'] = [{ key: 'current_configuration', value: running.shared.configuration }];
        answers['/api/plugins/telemetry/DEVICE/gw-1/values/attributes/SHARED_SCOPE?RemoteLoggingLevel'] = [{ key: 'RemoteLoggingLevel', value: 'WARNING' }];
        const Form = gatewayConfigWidget('single');
        renderWidget(<Form widget={testWidget('gateway_widgets', 'config_form_latest', 'latest', { datasources, settings: { gatewayTitle: 'Gateway configuration (Single device)' } })} snapshot={{ data: [], loading: false, error: null }} width={600} height={800} />, scope);
        const host = await screen.findByRole('textbox', { name: 'Host' }, SLOW);
        expect(host).toHaveValue('tb.example');
        expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Broker');
        const save = screen.getByRole('button', { name: 'Save' });
        expect(save).toBeDisabled();

        fireEvent.change(host, { target: { value: '' } });
        expect(screen.getByText('Required')).toBeInTheDocument();
        expect(save).toBeDisabled();
        fireEvent.change(host, { target: { value: 'iot.example' } });
        await act(async () => fireEvent.click(save));
        await waitFor(() => expect(screen.getByText('Configuration saved: the gateway applies it when it connects')).toBeInTheDocument(), SLOW);
        const shared = calls.find(call => call.method === 'POST' && call.url.endsWith('/attributes/SHARED_SCOPE'))!.body as Record<string, string>;
        expect(JSON.parse(atob(shared.configuration!)).thingsboard.thingsboard.host).toBe('iot.example');
        expect(shared.RemoteLoggingLevel).toBe('WARNING');
        expect(calls.some(call => call.method === 'POST' && call.url.endsWith('/attributes/SERVER_SCOPE'))).toBe(true);
    });

    it('with remote configuration off, the form downloads the configuration as a ZIP archive (named by the widget) instead of saving, and keeps the logging level on the gateway', async () => {
        const running = gatewayAttributesOf({ ...defaultGatewayForm('tb.example'), accessToken: 'T1', remoteConfiguration: false, connectors: [{ name: 'Broker', type: 'MQTT', enabled: true, config: '{"broker": {}}' }] });
        answers['/api/plugins/telemetry/DEVICE/gw-1/values/attributes/CLIENT_SCOPE?current_configuration'] = [{ key: 'current_configuration', value: running.shared.configuration }];
        const saved: Array<{ blob: Blob; name: string }> = [];
        saveFileMock.mockImplementation((blob: Blob, name: string) => void saved.push({ blob, name }));
        const Form = gatewayConfigWidget('single');
        renderWidget(<Form widget={testWidget('gateway_widgets', 'config_form_latest', 'latest', { datasources, settings: { archiveFileName: 'configurationGateway' } })} snapshot={{ data: [], loading: false, error: null }} width={600} height={800} />, scope);
        await screen.findByRole('textbox', { name: 'Host' }, SLOW);
        expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
        await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download configuration' })));
        expect(saved.map(file => [file.name, file.blob.type])).toEqual([['configurationGateway.zip', 'application/zip']]);
        const archive = new TextDecoder().decode(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
        expect(archive.startsWith('PK')).toBe(true);
        for (const name of ['tb_gateway.yaml', 'logs.conf', 'broker.json']) expect(archive).toContain(name);
        await waitFor(() => expect(calls.filter(call => call.method === 'POST' && call.url.includes('/attributes/'))).toEqual([{ url: '/api/plugins/telemetry/DEVICE/gw-1/attributes/SHARED_SCOPE', method: 'POST', body: { RemoteLoggingLevel: 'DEBUG' } }]), SLOW);
    });

    it('a read-only form cannot be changed or saved', async () => {
        const Form = gatewayConfigWidget('single');
        renderWidget(<Form widget={testWidget('gateway_widgets', 'config_form_latest', 'latest', { datasources, settings: { readOnly: true } })} snapshot={{ data: [], loading: false, error: null }} width={600} height={800} />, scope);
        expect(await screen.findByRole('textbox', { name: 'Host' }, SLOW)).toBeDisabled();
        expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Add connector' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Download configuration' })).toBeNull();
    });
});
