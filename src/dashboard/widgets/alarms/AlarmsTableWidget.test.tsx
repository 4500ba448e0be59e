import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedTelemetrySocket } from '../../../components/telemetry/sharedTelemetrySocket';
import type { AlarmData } from '../../../../shared/generated/api.gen';
import type { AlarmDataUpdate } from '../../../lib/telemetrySocket';
import { httpClient } from '../../../providers/http/httpClient';
import { WidgetTimewindowContext } from '../../runtime/WidgetTimewindowContext';
import { timewindowModel } from '../../../lib/time/timewindow';
import { renderWidget, singleDeviceScope, testWidget } from '../controls/WidgetTestBed';
import { AlarmsTableWidget } from './AlarmsTableWidget';

vi.mock('../../../providers/http/httpClient', () => ({ httpClient: { request: vi.fn(async () => undefined) } }));
vi.mock('../../../components/telemetry/sharedTelemetrySocket', () => ({ sharedTelemetrySocket: { subscribeAlarms: vi.fn() } }));
const subscribeAlarms = vi.mocked(sharedTelemetrySocket.subscribeAlarms);
const request = vi.mocked(httpClient.request);

const DEVICE = 'b1a2c3d4-0000-4000-8000-000000000003';
const alarm = (id: string, type: string, status: string): AlarmData =>
    ({ id: { entityType: 'ALARM', id }, createdTime: 1_700_000_000_000, type, name: type, severity: 'CRITICAL', status, originator: { entityType: 'DEVICE', id: DEVICE }, originatorName: 'Thermostat T1', startTs: 0, endTs: 0, ackTs: 0, clearTs: 0, entityId: { entityType: 'DEVICE', id: DEVICE }, latest: {} }) as unknown as AlarmData;

const widget = (settings: Record<string, unknown> = {}) =>
    testWidget('alarm_widgets', 'alarms_table', 'alarm', {
        alarmSource: { type: 'entity', entityAliasId: 'a1', dataKeys: ['createdTime', 'originator', 'type', 'severity', 'status'].map(name => ({ name, type: 'alarm', label: name })) },
        settings,
    });

const renderTable = (settings?: Record<string, unknown>) => {
    const now = Date.now();
    const window = { model: timewindowModel({ realtime: { timewindowMs: 86_400_000 } }, { now }), startTs: now - 86_400_000, endTs: now };
    return renderWidget(
        <WidgetTimewindowContext.Provider value={window}>
            <AlarmsTableWidget widget={widget(settings)} snapshot={{ data: [], loading: false, error: null }} width={800} height={400} />
        </WidgetTimewindowContext.Provider>,
        singleDeviceScope(DEVICE),
    );
};

/** The listener of the latest alarm subscription, to push pages and updates as the server does. */
const lastListener = () => subscribeAlarms.mock.calls.at(-1)![1];
const push = (message: Partial<AlarmDataUpdate>) => act(() => lastListener()({ cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ALARM_DATA', data: null, update: null, allowedEntities: 10000, totalEntities: 1, ...message }));

describe('alarms table widget', () => {
    beforeEach(() => {
        subscribeAlarms.mockReset().mockReturnValue(() => undefined);
        request.mockClear();
    });

    it("lists the alarm source's alarms live, and acknowledges one", async () => {
        renderTable();
        expect(subscribeAlarms.mock.calls[0]![0]).toMatchObject({ entityFilter: { type: 'singleEntity', singleEntity: { id: DEVICE } }, pageLink: { page: 0, pageSize: 10, timeWindow: 86_400_000 } });
        push({ data: { data: [alarm('x1', 'High Temperature', 'ACTIVE_UNACK')], totalElements: 1 } });
        // Data keys labelled with their own name show ThingsBoard's column names.
        expect(screen.getByText('Created time')).toBeInTheDocument();
        const row = screen.getByRole('row', { name: /High Temperature/ });
        expect(within(row).getByText('Thermostat T1')).toBeInTheDocument();
        fireEvent.click(within(row).getByRole('button', { name: 'Acknowledge' }));
        await waitFor(() => expect(request).toHaveBeenCalledWith('/api/alarm/x1/ack', { method: 'POST' }));
        push({ update: [alarm('x1', 'High Temperature', 'ACTIVE_ACK')] });
        expect(within(screen.getByRole('row', { name: /High Temperature/ })).getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
        // Role queries over a MUI table are slow in jsdom on a busy machine.
    }, 20_000);

    it('asks again with the search text and the next page', async () => {
        renderTable({ defaultPageSize: 5 });
        push({ data: { data: Array.from({ length: 5 }, (_, index) => alarm(`a${index}`, `Type ${index}`, 'ACTIVE_UNACK')), totalElements: 12 } });
        fireEvent.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(subscribeAlarms.mock.calls.at(-1)![0]).toMatchObject({ pageLink: { page: 1, pageSize: 5 } }));
        // The search field opens from the title line's button, so the alarms keep the widget's height.
        expect(screen.queryByRole('textbox', { name: 'Search alarms' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'Search alarms' }));
        fireEvent.change(screen.getByRole('textbox', { name: 'Search alarms' }), { target: { value: 'Type 3' } });
        await waitFor(() => expect(subscribeAlarms.mock.calls.at(-1)![0]).toMatchObject({ pageLink: { page: 0, textSearch: 'Type 3' } }));
    });

    it('offers no acknowledge or clear when the settings forbid them', () => {
        renderTable({ allowAcknowledgment: false, allowClear: false });
        push({ data: { data: [alarm('x1', 'High Temperature', 'ACTIVE_UNACK')], totalElements: 1 } });
        expect(within(screen.getByRole('row', { name: /High Temperature/ })).queryAllByRole('button')).toHaveLength(0);
    });
});
