import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { AlarmData, PageData_AlarmInfo } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { sharedTelemetrySocket } from '../telemetry/sharedTelemetrySocket';
import { showToast } from '../toast/toastStore';
import { createAlarmNotificationFeed, type AlarmNotificationFeed, type AlarmSummary } from './alarmNotificationFeed';
import { alarmToast } from './alarmToast';
import { notificationMuteStore } from './notificationMute';

/** How many of the newest unacknowledged alarms the popover lists. */
export const LATEST_ALARMS_SHOWN = 5;

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
        const toast = alarmToast(alarm, notificationMuteStore.isMuted(userId), translate, navigate);
        if (toast) showToast(toast);
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
