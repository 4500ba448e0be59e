import DateRangeIcon from '@mui/icons-material/DateRange';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { fromPolyglotLocale, intlLocaleOf } from '../../../../shared/i18n/languages';
import { ChevronLeft, ChevronRight } from '../../../components/display/directionalIcons';
import { serverClock } from '../../../lib/time/serverClock';
import type { Timewindow } from '../../../lib/time/timewindow';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { useDashboardTimewindow } from '../../runtime/DashboardTimewindowContext';
import {
    DATE_INTERVAL_NAMES, fixedTimewindow, initialRange, intervalOf, navigatorSettings, rangeLabel, rangeOfTimewindow, readStoredRange, recentred, stepped, storeRange,
    type DateInterval, type DateRange,
} from './dateRange';
import { DateRangePicker } from './DateRangePicker';

const sessionStore = (): Storage | null => {
    try {
        return window.sessionStorage;
    } catch {
        return null;
    }
};

/**
 * ThingsBoard's date-range navigator: it sets the dashboard's time window to a fixed range of days
 * and moves it. The range opens as the stored one (the browser tab's, useSessionStorage) or the
 * initial interval up to the end of today; the interval select re-centres it, the arrows step it
 * by the step size, the picker chooses days. A window set elsewhere (the toolbar) shows here too.
 */
export const DateRangeNavigator = ({ widget, width }: WidgetComponentProps) => {
    const translate = useTranslate();
    const [locale = 'en-US'] = useLocaleState();
    const settings = navigatorSettings(widget.config.settings ?? {});
    const dashboard = useDashboardTimewindow();
    // Outside a dashboard (a preview) the navigator keeps its own range.
    const [ownWindow, setOwnWindow] = useState<Timewindow | undefined>(undefined);
    const timewindow = dashboard ? dashboard.timewindow : ownWindow;
    const setTimewindow = dashboard ? dashboard.setTimewindow : setOwnWindow;
    const [step, setStep] = useState<DateInterval>(settings.stepSize);
    const [pickerAnchor, setPickerAnchor] = useState<HTMLElement | null>(null);
    const pickerButton = useRef<HTMLButtonElement>(null);

    // First show: the stored or initial range becomes the dashboard's window, once.
    const [firstRange] = useState<DateRange>(() => (settings.useSessionStorage ? readStoredRange(sessionStore()) : null) ?? initialRange(settings.initialInterval, serverClock.now()));
    const started = useRef(false);
    useEffect(() => {
        if (started.current) return;
        started.current = true;
        setTimewindow(fixedTimewindow(timewindow, firstRange));
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const range = rangeOfTimewindow(timewindow) ?? firstRange;
    const label = rangeLabel(range, intlLocaleOf(fromPolyglotLocale(locale)));
    useEffect(() => {
        if (settings.useSessionStorage) storeRange(sessionStore(), range, label);
    }, [settings.useSessionStorage, range.start, range.end, label]); // eslint-disable-line react-hooks/exhaustive-deps

    const show = (next: DateRange) => setTimewindow(fixedTimewindow(timewindow, next));
    const interval = intervalOf(range);
    const intervalLabel = (name: DateInterval) => translate(`widgets.date-range.interval.${name}`);
    const fieldLabel = (key: string) => (settings.hideLabels ? undefined : translate(key));

    return (
        <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1.5, p: 0.5 }} data-testid="date-range-navigator">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Tooltip title={translate('widgets.date-range.previous')}>
                    <IconButton size="small" aria-label={translate('widgets.date-range.previous')} onClick={() => show(stepped(range, step, -1))}>
                        <ChevronLeft />
                    </IconButton>
                </Tooltip>
                {settings.hidePicker ? (
                    <Box sx={{ flex: 1, textAlign: 'center', typography: 'subtitle1', fontWeight: 500 }} data-testid="date-range-label">
                        {label}
                    </Box>
                ) : (
                    <Button
                        ref={pickerButton}
                        variant="outlined"
                        color="inherit"
                        // The calendar icon only where the label has room beside it.
                        startIcon={width >= 320 ? <DateRangeIcon color="action" /> : undefined}
                        aria-label={translate('widgets.date-range.pick-range')}
                        aria-haspopup="dialog"
                        onClick={() => setPickerAnchor(pickerButton.current)}
                        sx={{ flex: 1, minWidth: 0, px: 1, justifyContent: 'center', textTransform: 'none', fontWeight: 500, borderColor: 'divider' }}
                        data-testid="date-range-label"
                    >
                        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                            {label}
                        </Box>
                    </Button>
                )}
                <Tooltip title={translate('widgets.date-range.next')}>
                    <IconButton size="small" aria-label={translate('widgets.date-range.next')} onClick={() => show(stepped(range, step, 1))}>
                        <ChevronRight />
                    </IconButton>
                </Tooltip>
            </Box>
            {(!settings.hideInterval || !settings.hideStepSize) && (
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                    {!settings.hideInterval && (
                        <TextField
                            select
                            size="small"
                            label={fieldLabel('widgets.date-range.interval-label')}
                            value={interval ?? 'custom'}
                            onChange={event => event.target.value !== 'custom' && show(recentred(range, event.target.value as DateInterval))}
                            slotProps={{ htmlInput: settings.hideLabels ? { 'aria-label': translate('widgets.date-range.interval-label') } : {} }}
                            sx={{ flex: 1, minWidth: 110 }}
                        >
                            {interval === null && (
                                <MenuItem value="custom" disabled>
                                    {translate('widgets.date-range.custom-interval')}
                                </MenuItem>
                            )}
                            {DATE_INTERVAL_NAMES.map(name => (
                                <MenuItem key={name} value={name}>
                                    {intervalLabel(name)}
                                </MenuItem>
                            ))}
                        </TextField>
                    )}
                    {!settings.hideStepSize && (
                        <TextField
                            select
                            size="small"
                            label={fieldLabel('widgets.date-range.step-label')}
                            value={step}
                            onChange={event => setStep(event.target.value as DateInterval)}
                            slotProps={{ htmlInput: settings.hideLabels ? { 'aria-label': translate('widgets.date-range.step-label') } : {} }}
                            sx={{ flex: 1, minWidth: 110 }}
                        >
                            {DATE_INTERVAL_NAMES.map(name => (
                                <MenuItem key={name} value={name}>
                                    {intervalLabel(name)}
                                </MenuItem>
                            ))}
                        </TextField>
                    )}
                </Box>
            )}
            {pickerAnchor && <DateRangePicker anchor={pickerAnchor} range={range} settings={settings} onClose={() => setPickerAnchor(null)} onPick={show} />}
        </Box>
    );
};
