import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { fromPolyglotLocale, intlLocaleOf } from '../../../../shared/i18n/languages';
import { pickerLocaleText } from '../../../components/display/pickerLocales';
import { serverClock } from '../../../lib/time/serverClock';
import { dayRange, RANGE_TEMPLATES, templateRange, type DateRange, type DateRangeNavigatorSettings } from './dateRange';
import { adapterWithWeekStart } from './weekStartAdapter';

export interface DateRangePickerProps {
    anchor: HTMLElement | null;
    range: DateRange;
    settings: DateRangeNavigatorSettings;
    onClose: () => void;
    onPick: (range: DateRange) => void;
}

/**
 * The navigator's range picker: a calendar for the first and one for the last day (or one calendar
 * picked twice: onePanel), quick ranges (showTemplate), and Apply, or none when autoConfirm applies
 * a complete pick at once.
 */
export const DateRangePicker = ({ anchor, range, settings, onClose, onPick }: DateRangePickerProps) => {
    const translate = useTranslate();
    const [locale = 'en-US'] = useLocaleState();
    const [draft, setDraft] = useState<{ start: number; end: number | null }>({ start: range.start, end: range.end });
    const apply = (next: DateRange) => {
        onPick(next);
        onClose();
    };
    const choose = (next: { start: number; end: number | null }) => {
        setDraft(next);
        if (settings.autoConfirm && next.end !== null) apply(dayRange(next.start, next.end));
    };
    // One calendar: the first click starts a new range, the second ends it.
    const pickOnOnePanel = (day: number) => choose(draft.end === null ? { start: draft.start, end: day } : { start: day, end: null });
    const calendar = (value: number, onChange: (day: number) => void, label: string) => (
        <Box key={label}>
            {!settings.onePanel && (
                <Typography variant="caption" color="text.secondary" sx={{ px: 3 }}>
                    {label}
                </Typography>
            )}
            <DateCalendar value={DateTime.fromMillis(value)} onChange={(next: DateTime | null) => next?.isValid && onChange(next.toMillis())} views={['day']} sx={{ width: 296, height: 'auto', maxHeight: 336 }} />
        </Box>
    );
    return (
        <Popover open={anchor !== null} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 16px)' } } }}>
            <LocalizationProvider dateAdapter={adapterWithWeekStart(settings.firstDayOfWeek)} adapterLocale={intlLocaleOf(fromPolyglotLocale(locale))} localeText={pickerLocaleText(locale)}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap' }} role="dialog" aria-label={translate('widgets.date-range.pick-range')}>
                    {settings.showTemplate && (
                        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' }, p: 1, gap: 0.5, borderRight: { sm: 1 }, borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider' }}>
                            {RANGE_TEMPLATES.map(template => (
                                <Button key={template} size="small" sx={{ justifyContent: 'flex-start' }} onClick={() => apply(templateRange(template, serverClock.now()))}>
                                    {translate(`widgets.date-range.template.${template}`)}
                                </Button>
                            ))}
                        </Box>
                    )}
                    {settings.onePanel
                        ? calendar(draft.end ?? draft.start, pickOnOnePanel, '')
                        : [
                              calendar(draft.start, day => choose({ start: day, end: draft.end ?? day }), translate('widgets.date-range.first-day')),
                              calendar(draft.end ?? draft.start, day => choose({ start: draft.start, end: day }), translate('widgets.date-range.last-day')),
                          ]}
                </Box>
                {!settings.autoConfirm && (
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}>
                        <Button onClick={onClose}>{translate('action.cancel')}</Button>
                        <Button variant="contained" disabled={draft.end === null} onClick={() => draft.end !== null && apply(dayRange(draft.start, draft.end))}>
                            {translate('widgets.date-range.apply')}
                        </Button>
                    </Box>
                )}
            </LocalizationProvider>
        </Popover>
    );
};
