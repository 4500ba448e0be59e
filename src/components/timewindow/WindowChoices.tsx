import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { HISTORY_TYPE, REALTIME_TYPE, type HistoryType, type RealtimeType, type TimewindowModel } from '../../lib/time/timewindow';
import { PeriodPicker } from '../display/PeriodPicker';
import { QuickIntervalSelect } from './QuickIntervalSelect';
import { TimeIntervalEditor } from './TimeIntervalEditor';
import type { TimewindowDraft } from './timewindowDraft';

interface ChoicesProps {
    draft: TimewindowDraft;
    onDraftChange: (change: (draft: TimewindowDraft) => TimewindowDraft) => void;
    /** hide-interval disables the choice controls (part2 §4). */
    disabled: boolean;
}

/** One radio choice; its editor shows under it while it is chosen. */
const Choice = ({ value, label, chosen, disabled, children }: { value: number; label: string; chosen: boolean; disabled: boolean; children: ReactNode }) => (
    <Stack sx={{ gap: 0.5 }}>
        <FormControlLabel value={value} control={<Radio size="small" />} label={label} disabled={disabled} sx={{ alignSelf: 'flex-start' }} />
        {chosen && <Stack sx={{ pl: 4, pb: 1 }}>{children}</Stack>}
    </Stack>
);

type Part = 'realtime' | 'history';

const useEditors = ({ draft, onDraftChange }: Pick<ChoicesProps, 'draft' | 'onDraftChange'>) => {
    const setPart = <P extends Part>(part: P, change: Partial<TimewindowModel[P]>) =>
        onDraftChange(current => ({ ...current, model: { ...current.model, [part]: { ...current.model[part], ...change } } }));
    const setLast = (part: Part) => (timewindowMs: number | null) =>
        onDraftChange(current => ({
            model: timewindowMs === null ? current.model : { ...current.model, [part]: { ...current.model[part], timewindowMs } },
            invalid: { ...current.invalid, [part === 'realtime' ? 'realtimeLast' : 'historyLast']: timewindowMs === null },
        }));
    const lastValue = (part: Part) => (draft.invalid[part === 'realtime' ? 'realtimeLast' : 'historyLast'] ? null : draft.model[part].timewindowMs);
    return { setPart, setLast, lastValue };
};

/** The Realtime tab: 'last interval' or a current quick interval; only the latter in quick-interval-only mode. */
export const RealtimeChoices = ({ draft, onDraftChange, disabled, quickIntervalOnly }: ChoicesProps & { quickIntervalOnly: boolean }) => {
    const translate = useTranslate();
    const { setPart, setLast, lastValue } = useEditors({ draft, onDraftChange });
    const { realtime } = draft.model;
    const quickSelect = (
        <QuickIntervalSelect
            currentOnly
            label={translate('timewindow.interval')}
            value={realtime.quickInterval}
            disabled={disabled}
            onChange={quickInterval => setPart('realtime', { quickInterval })}
        />
    );
    if (quickIntervalOnly) return quickSelect;
    return (
        <RadioGroup value={realtime.realtimeType} onChange={event => setPart('realtime', { realtimeType: Number(event.target.value) as RealtimeType })}>
            <Choice value={REALTIME_TYPE.LAST_INTERVAL} label={translate('timewindow.last')} chosen={realtime.realtimeType === REALTIME_TYPE.LAST_INTERVAL} disabled={disabled}>
                <TimeIntervalEditor label={translate('timewindow.last')} value={lastValue('realtime')} onChange={setLast('realtime')} disabled={disabled} required />
            </Choice>
            <Choice value={REALTIME_TYPE.INTERVAL} label={translate('timewindow.interval')} chosen={realtime.realtimeType === REALTIME_TYPE.INTERVAL} disabled={disabled}>
                {quickSelect}
            </Choice>
        </RadioGroup>
    );
};

/** The History tab: 'last interval', 'fixed period' (start and end) or any quick interval. */
export const HistoryChoices = ({ draft, onDraftChange, disabled }: ChoicesProps) => {
    const translate = useTranslate();
    const { setPart, setLast, lastValue } = useEditors({ draft, onDraftChange });
    const { history } = draft.model;
    return (
        <RadioGroup value={history.historyType} onChange={event => setPart('history', { historyType: Number(event.target.value) as HistoryType })}>
            <Choice value={HISTORY_TYPE.LAST_INTERVAL} label={translate('timewindow.last')} chosen={history.historyType === HISTORY_TYPE.LAST_INTERVAL} disabled={disabled}>
                <TimeIntervalEditor label={translate('timewindow.last')} value={lastValue('history')} onChange={setLast('history')} disabled={disabled} required />
            </Choice>
            <Choice value={HISTORY_TYPE.FIXED} label={translate('timewindow.time-period')} chosen={history.historyType === HISTORY_TYPE.FIXED} disabled={disabled}>
                <PeriodPicker value={history.fixedTimewindow} onChange={fixedTimewindow => setPart('history', { fixedTimewindow })} disabled={disabled} />
            </Choice>
            <Choice value={HISTORY_TYPE.INTERVAL} label={translate('timewindow.interval')} chosen={history.historyType === HISTORY_TYPE.INTERVAL} disabled={disabled}>
                <QuickIntervalSelect label={translate('timewindow.interval')} value={history.quickInterval} disabled={disabled} onChange={quickInterval => setPart('history', { quickInterval })} />
            </Choice>
        </RadioGroup>
    );
};
