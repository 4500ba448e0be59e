import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { AlarmData, PageData_AlarmInfo } from '../../generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { severityOf } from '../alarms/alarmSeverity';
import { sharedTelemetrySocket } from '../telemetry/sharedTelemetrySocket';
import { showToast } from '../toast/toastStore';
import { createAlarmNotificationFeed, type AlarmNotificationFeed, type AlarmSummary } from './alarmNotificationFeed';
import { isNotified } from './newAlarmDetector';
import { notificationMuteStore } from './notificationMute';
import { originatorPath } from './originatorPath';

/** How many of the newest unacknowledged alarms the popover lists. */
export const LATEST_ALARMS_SHOWN = 5;

/** Alarm toasts go away on their own (an error or warning toast otherwise stays until closed). */
const ALARM_TOAST_MS = 10_000;

const readSummary = async (): Promise<AlarmSummary> => {
    const page = await httpClient.request<PageData_AlarmInfo>('/api/alarms', {
        query: { pageSize: LATEST_ALARMS_SHOWN, page: 0, status: 'ACTIVE_UNACK', sortProperty: 'createdTime', sortOrder: 'DESC', fetchOriginator: true },
        ignoreLoading: true,
        ignoreErrors: true,
    });
    return { count: page.totalElements, latest: page.data };
};

/**
 * The signed-in user's alarm feed for as long as the shell shows (it unmounts on sign-out, which
 * ends the subscription): the summary for the bell, and a toast for each new critical or major
 * alarm unless the user muted them.
 */
export const useAlarmNotifications = (userId: string): { summary: AlarmSummary | null; refresh: () => void } => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [summary, setSummary] = useState<AlarmSummary | null>(null);
    const feedRef = useRef<AlarmNotificationFeed | null>(null);
    // The feed lives across renders; it reads the current language and router through these.
    const toastRef = useRef<(alarm: AlarmData) => void>(() => undefined);
    toastRef.current = alarm => {
        if (!isNotified(alarm) || notificationMuteStore.isMuted(userId)) return;
        const path = originatorPath(alarm.originator);
        showToast({
            message: 'notification.new-alarm',
            messageArgs: { severity: translate(severityOf(alarm.severity).label), type: alarm.type, originator: alarm.originatorName ?? '' },
            kind: alarm.severity === 'CRITICAL' ? 'error' : 'warn',
            position: { vertical: 'bottom', horizontal: 'right' },
            durationMs: ALARM_TOAST_MS,
            action: path ? { label: 'action.open', onClick: () => navigate(path) } : undefined,
        });
    };

    useEffect(() => {
        const feed = createAlarmNotificationFeed({ socket: sharedTelemetrySocket, readSummary, onNewAlarm: alarm => toastRef.current(alarm) });
        feedRef.current = feed;
        const unsubscribe = feed.subscribe(() => setSummary(feed.getSnapshot()));
        return () => {
            unsubscribe();
            feed.stop();
            feedRef.current = null;
            setSummary(null);
        };
    }, [userId]);

    return { summary, refresh: () => feedRef.current?.refresh() };
};
