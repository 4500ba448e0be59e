import { timewindowModel } from '../../lib/time/timewindow';
import { historyOfTimewindow, timewindowOfHistory, type HistoryWindow } from './historyWindow';
import { TimewindowPicker } from './TimewindowPicker';

export interface HistoryWindowPickerProps {
    value: HistoryWindow;
    onChange: (window: HistoryWindow) => void;
    disabled?: boolean;
}

/** The time-window control in history-only mode, for tables that only need a start and an end. */
export const HistoryWindowPicker = ({ value, onChange, disabled }: HistoryWindowPickerProps) => (
    <TimewindowPicker
        asButton
        historyOnly
        disabled={disabled}
        value={timewindowOfHistory(value)}
        onChange={stored => onChange(historyOfTimewindow(timewindowModel(stored, { now: Date.now() }, { historyOnly: true })))}
    />
);
