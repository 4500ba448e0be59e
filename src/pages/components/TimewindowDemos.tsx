import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEFAULT_HISTORY_WINDOW, type HistoryWindow } from '../../components/timewindow/historyWindow';
import { HistoryWindowPicker } from '../../components/timewindow/HistoryWindowPicker';
import { TimewindowPicker } from '../../components/timewindow/TimewindowPicker';
import type { Timewindow } from '../../lib/time/timewindow';
import { Demo, DemoSection } from './Demo';

/** The time-window control as a dashboard toolbar, a widget in edit mode and a history-only table use it. */
export const TimewindowDemos = () => {
    const translate = useTranslate();
    const [toolbar, setToolbar] = useState<Timewindow>({ realtime: { timewindowMs: 3_600_000 }, aggregation: { type: 'AVG', limit: 25_000 }, timezone: 'Europe/Berlin' });
    const [widget, setWidget] = useState<Timewindow>({ history: { quickInterval: 'PREVIOUS_WEEK_ISO' }, aggregation: { type: 'NONE', limit: 1000 } });
    const [history, setHistory] = useState<HistoryWindow>(DEFAULT_HISTORY_WINDOW);
    return (
        <DemoSection title={translate('components.time-window')}>
            <Demo title={translate('components.time-window-toolbar')} value={toolbar} size="half">
                <TimewindowPicker asButton aggregation timezone value={toolbar} onChange={setToolbar} />
            </Demo>
            <Demo title={translate('components.time-window-widget')} value={widget} size="half">
                <TimewindowPicker aggregation timezone isEdit value={widget} onChange={setWidget} />
            </Demo>
            <Demo title={translate('components.time-window-history')} value={history}>
                <HistoryWindowPicker value={history} onChange={setHistory} />
            </Demo>
        </DemoSection>
    );
};
