import { describe, expect, it, vi } from 'vitest';
import type { AlarmData } from '../../../shared/generated/api.gen';
import { alarmToast } from './alarmToast';

const PHRASES: Record<string, string> = {
    'notification.new-alarm': '%{severity} alarm: %{type} on %{originator}',
    'alarm.severity-critical': 'Critical',
    'alarm.severity-major': 'Major',
    'action.open': 'Open',
};
const translate = (key: string, options: Record<string, unknown> = {}) =>
    (PHRASES[key] ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));

const alarm = (severity: AlarmData['severity'], originatorType = 'DEVICE') =>
    ({
        id: { entityType: 'ALARM', id: 'a1' },
        type: 'High Temperature',
        severity,
        originator: { entityType: originatorType, id: 'd1' },
        originatorName: 'Thermostat T1',
    }) as AlarmData;

describe('alarmToast', () => {
    it('names the severity, type and originator, red for critical, with Open leading to the originator', () => {
        const open = vi.fn();
        const toast = alarmToast(alarm('CRITICAL'), false, translate, open)!;
        expect(toast.message).toBe('Critical alarm: High Temperature on Thermostat T1');
        expect(toast.kind).toBe('error');
        expect(toast.action?.label).toBe('Open');
        toast.action?.onClick();
        expect(open).toHaveBeenCalledWith('/devices/d1/show');
    });

    it('gives a major alarm the warning colour', () => {
        expect(alarmToast(alarm('MAJOR'), false, translate, vi.fn())?.kind).toBe('warn');
    });

    it('gives none for minor, warning and indeterminate alarms', () => {
        for (const severity of ['MINOR', 'WARNING', 'INDETERMINATE'] as const) expect(alarmToast(alarm(severity), false, translate, vi.fn())).toBeNull();
    });

    it('gives none when the user muted notifications', () => {
        expect(alarmToast(alarm('CRITICAL'), true, translate, vi.fn())).toBeNull();
    });

    it('has no Open for an originator the console has no page for', () => {
        expect(alarmToast(alarm('CRITICAL', 'API_USAGE_STATE'), false, translate, vi.fn())?.action).toBeUndefined();
    });
});
