import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from './DateTimeInput';
import { defaultPeriod, PERIOD_MIN_GAP_MS, withEnd, withStart, type TimePeriod } from './period';

export interface PeriodPickerProps {
    value: TimePeriod | null;
    onChange: (period: TimePeriod) => void;
    disabled?: boolean;
    /** The clock, for tests. */
    now?: () => number;
}

/**
 * A start and an end at least a second apart, the end not after now; an out-of-range pick
 * is clamped. Without a value it starts as the last 24 hours ending now.
 */
export const PeriodPicker = ({ value, onChange, disabled, now = Date.now }: PeriodPickerProps) => {
    const translate = useTranslate();
    const period = value ?? defaultPeriod(now());

    useEffect(() => {
        if (!value) onChange(period);
    }, [value]);

    return (
        <Stack spacing={2}>
            <DateTimeInput
                label={translate('datetime.date-from')}
                value={period.startTimeMs}
                maxDate={period.endTimeMs - PERIOD_MIN_GAP_MS}
                disabled={disabled}
                onChange={start => start !== null && onChange(withStart(period, start))}
            />
            <DateTimeInput
                label={translate('datetime.date-to')}
                value={period.endTimeMs}
                minDate={period.startTimeMs + PERIOD_MIN_GAP_MS}
                maxDate={now()}
                disabled={disabled}
                onChange={end => end !== null && onChange(withEnd(period, end, now()))}
            />
        </Stack>
    );
};
