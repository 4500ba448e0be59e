import Notifications from '@mui/icons-material/Notifications';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useShellSession } from '../../layout/useShellSession';
import { badgeText } from './alarmBadge';
import { notificationMuteStore } from './notificationMute';
import { useAlarmNotifications } from './useAlarmNotifications';

/** A deep red that keeps white digits at WCAG AA in both themes (the dark theme's error red does not). */
const BADGE_COLORS = { bgcolor: '#c62828', color: '#fff' } as const;

const AlarmNotificationsPopover = lazy(() => import('./AlarmNotificationsPopover'));

/** The bell and its feed, for a user who has alarms. */
const AlarmBellButton = ({ userId }: { userId: string }) => {
    const translate = useTranslate();
    const { summary, refresh } = useAlarmNotifications(userId);
    const muted = useSyncExternalStore(notificationMuteStore.subscribe, () => notificationMuteStore.isMuted(userId));
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const count = summary?.count ?? 0;
    const text = badgeText(count);
    const label = text
        ? translate('notification.alarm-notifications-count', { smart_count: count, count: text })
        : translate('notification.alarm-notifications');

    return (
        <>
            <IconButton
                color="inherit"
                aria-label={label}
                title={label}
                aria-haspopup="dialog"
                aria-expanded={anchor !== null}
                onClick={event => {
                    setAnchor(event.currentTarget);
                    refresh();
                }}
            >
                <Badge badgeContent={text} overlap="circular" sx={{ '& .MuiBadge-badge': BADGE_COLORS }}>
                    {muted ? <NotificationsNone /> : <Notifications />}
                </Badge>
            </IconButton>
            {anchor && (
                <Suspense fallback={null}>
                    <AlarmNotificationsPopover
                        anchor={anchor}
                        onClose={() => setAnchor(null)}
                        summary={summary}
                        muted={muted}
                        onMutedChange={next => notificationMuteStore.setMuted(userId, next)}
                    />
                </Suspense>
            )}
        </>
    );
};

/**
 * The toolbar bell with the count of active unacknowledged alarms (issue #13), for tenant
 * administrators and customer users; the system administrator has no alarms, a public visitor no
 * account to notify.
 */
export const AlarmBell = () => {
    const session = useShellSession();
    if (!session || session.isPublic || session.user.authority === 'SYS_ADMIN') return null;
    return <AlarmBellButton key={session.user.id.id} userId={session.user.id.id} />;
};
