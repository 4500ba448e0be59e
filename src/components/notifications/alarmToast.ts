import type { AlarmData } from '../../../shared/generated/api.gen';
import { severityOf } from '../alarms/alarmSeverity';
import type { ToastRequest } from '../toast/toastStore';
import { isNotified } from './newAlarmDetector';
import { originatorPath } from './originatorPath';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The toast for a new alarm, or null when it gets none: muted, or below MAJOR. The toast host
 * knows only the common phrases, so the text goes in translated; Open leads to the originator.
 */
export const alarmToast = (alarm: AlarmData, muted: boolean, translate: Translate, open: (path: string) => void): ToastRequest | null => {
    if (muted || !isNotified(alarm)) return null;
    const path = originatorPath(alarm.originator);
    return {
        message: translate('notification.new-alarm', {
            severity: translate(severityOf(alarm.severity).label, { _: alarm.severity }),
            type: alarm.type,
            originator: alarm.originatorName ?? '',
        }),
        kind: alarm.severity === 'CRITICAL' ? 'error' : 'warn',
        action: path ? { label: translate('action.open'), onClick: () => open(path) } : undefined,
    };
};
