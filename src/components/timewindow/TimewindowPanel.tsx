import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useLoading, useTranslate } from 'react-admin';
import { sameTimewindow, TIMEWINDOW_TAB, type TimewindowModel, type TimewindowTab } from '../../lib/time/timewindow';
import { TimezoneSelect } from '../pickers/TimezoneSelect';
import { AggregationSection } from './AggregationSection';
import { HideableSection } from './HideableSection';
import { draftIsValid, initialPanelModel, type TimewindowDraft } from './timewindowDraft';
import { HistoryChoices, RealtimeChoices } from './WindowChoices';

export interface TimewindowPanelOptions {
    /** Only the History tab. */
    historyOnly?: boolean;
    /** The Realtime tab offers only a current quick interval. */
    quickIntervalOnly?: boolean;
    /** Show the aggregation section. */
    aggregation?: boolean;
    /** Show the timezone section. */
    timezone?: boolean;
    /** Dashboard edit mode: each section has a 'hide' checkbox. */
    isEdit?: boolean;
}

export interface TimewindowPanelProps extends TimewindowPanelOptions {
    value: TimewindowModel;
    maxDatapoints: number;
    onCancel: () => void;
    onUpdate: (value: TimewindowModel) => void;
}

/**
 * The time-window panel of part2 §2.4: Realtime and History tabs, then the aggregation and
 * timezone sections; Update is disabled while loading, while invalid and while nothing changed.
 */
export const TimewindowPanel = ({ value, maxDatapoints, onCancel, onUpdate, historyOnly = false, quickIntervalOnly = false, aggregation = false, timezone = false, isEdit = false }: TimewindowPanelProps) => {
    const translate = useTranslate();
    const loading = useLoading();
    const [initial] = useState<TimewindowModel>(() => initialPanelModel(value, maxDatapoints));
    const [draft, setDraft] = useState<TimewindowDraft>({ model: initial, invalid: {} });
    const { model } = draft;
    const setModel = (change: Partial<TimewindowModel>) => setDraft(current => ({ ...current, model: { ...current.model, ...change } }));

    const valid = draftIsValid(draft, { aggregation, quickIntervalOnly, maxDatapoints });
    const changed = !sameTimewindow(model, initial);
    const tab = historyOnly ? TIMEWINDOW_TAB.HISTORY : model.selectedTab;
    const intervalDisabled = model.hideInterval;

    const choices =
        tab === TIMEWINDOW_TAB.REALTIME ? (
            <RealtimeChoices draft={draft} onDraftChange={setDraft} disabled={intervalDisabled} quickIntervalOnly={quickIntervalOnly} />
        ) : (
            <HistoryChoices draft={draft} onDraftChange={setDraft} disabled={intervalDisabled} />
        );

    return (
        <Stack
            component="form"
            onSubmit={event => {
                event.preventDefault();
                if (valid && changed && !loading) onUpdate(model);
            }}
            sx={{ maxHeight: 'inherit', height: '100%', boxSizing: 'border-box' }}
        >
            {!historyOnly && (
                <Tabs value={tab} onChange={(_event, next: TimewindowTab) => setModel({ selectedTab: next })} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}>
                    <Tab value={TIMEWINDOW_TAB.REALTIME} label={translate('timewindow.realtime')} />
                    <Tab value={TIMEWINDOW_TAB.HISTORY} label={translate('timewindow.history')} />
                </Tabs>
            )}
            <Stack sx={{ gap: 2, p: 2, overflowY: 'auto', flexGrow: 1 }}>
                <HideableSection isEdit={isEdit} hidden={model.hideInterval} onHiddenChange={hideInterval => setModel({ hideInterval })} name={translate('timewindow.interval')}>
                    {choices}
                </HideableSection>
                {aggregation && (isEdit || !(model.hideAggregation && model.hideAggInterval)) && (
                    <>
                        <Divider />
                        <AggregationSection draft={draft} onDraftChange={setDraft} isEdit={isEdit} maxDatapoints={maxDatapoints} />
                    </>
                )}
                {timezone && (isEdit || !model.hideTimezone) && (
                    <>
                        <Divider />
                        <HideableSection isEdit={isEdit} hidden={model.hideTimezone} onHiddenChange={hideTimezone => setModel({ hideTimezone })} name={translate('timezone.timezone')}>
                            <TimezoneSelect value={model.timezone} onChange={zone => setModel({ timezone: zone })} disabled={model.hideTimezone} localBrowserTimezonePlaceholder />
                        </HideableSection>
                    </>
                )}
            </Stack>
            <Box sx={{ flexGrow: 0, flexShrink: 0 }}>
                <Divider />
                <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5 }}>
                    <Button onClick={onCancel} disabled={loading}>
                        {translate('action.cancel')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={loading || !valid || !changed}>
                        {translate('action.update')}
                    </Button>
                </Stack>
            </Box>
        </Stack>
    );
};
