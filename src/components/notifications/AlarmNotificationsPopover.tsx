import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { AlarmInfo } from '../../../shared/generated/api.gen';
import { SeverityLabel } from '../alarms/SeverityLabel';
import type { AlarmSummary } from './alarmNotificationFeed';
import { originatorPath } from './originatorPath';
import { timeAgo } from './timeAgo';

const AlarmRow = ({ alarm, now, locale, onOpen }: { alarm: AlarmInfo; now: number; locale: string; onOpen: () => void }) => {
    const path = originatorPath(alarm.originator);
    const secondary = `${alarm.originatorName ?? ''} · ${timeAgo(alarm.createdTime, now, locale)}`;
    const content = (
        <>
            <SeverityLabel severity={alarm.severity} />
            <ListItemText
                primary={alarm.type}
                secondary={secondary}
                slotProps={{ primary: { noWrap: true, fontWeight: 500 }, secondary: { noWrap: true } }}
                sx={{ ml: 1.5, minWidth: 0 }}
            />
        </>
    );
    return path ? (
        <ListItemButton component={RouterLink} to={path} onClick={onOpen} data-alarm-type={alarm.type}>
            {content}
        </ListItemButton>
    ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }} data-alarm-type={alarm.type}>
            {content}
        </Box>
    );
};

/**
 * The bell's popover (loaded when first opened): the newest active unacknowledged alarms, each
 * leading to its originator, the mute switch, and a link to every alarm on /alarms.
 */
const AlarmNotificationsPopover = ({
    anchor,
    onClose,
    summary,
    muted,
    onMutedChange,
}: {
    anchor: HTMLElement;
    onClose: () => void;
    summary: AlarmSummary | null;
    muted: boolean;
    onMutedChange: (muted: boolean) => void;
}) => {
    const translate = useTranslate();
    const [locale = 'en-US'] = useLocaleState();
    const titleId = useId();
    const now = Date.now();
    const count = summary?.count ?? 0;

    return (
        <Popover
            open
            anchorEl={anchor}
            onClose={onClose}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
        >
            <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
                <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {translate('notification.alarm-notifications')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {count > 0 ? translate('notification.unacknowledged-count', { smart_count: count }) : translate('notification.no-unacknowledged-alarms')}
                </Typography>
            </Box>
            {summary && summary.latest.length > 0 && (
                <List dense disablePadding aria-label={translate('notification.latest-alarms')}>
                    {summary.latest.map(alarm => (
                        <AlarmRow key={alarm.id.id} alarm={alarm} now={now} locale={locale} onOpen={onClose} />
                    ))}
                </List>
            )}
            <Divider />
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}>
                <FormControlLabel
                    sx={{ ml: -0.5 }}
                    control={<Switch size="small" checked={muted} onChange={event => onMutedChange(event.target.checked)} />}
                    label={<Typography variant="body2">{translate('notification.mute-notifications')}</Typography>}
                />
                <Button component={RouterLink} to="/alarms" size="small" onClick={onClose}>
                    {translate('notification.view-all-alarms')}
                </Button>
            </Box>
        </Popover>
    );
};

export default AlarmNotificationsPopover;
