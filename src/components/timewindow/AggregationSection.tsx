import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AGGREGATION_TYPES, aggregationLabelKey, maxIntervalLimit, MIN_DATAPOINTS_LIMIT, minIntervalLimit, type AggregationType } from '../../lib/time/aggregation';
import { TIMEWINDOW_TAB } from '../../lib/time/timewindow';
import { historyWindowMs, realtimeWindowMs } from '../../lib/time/timewindowRange';
import { HideableSection } from './HideableSection';
import { TimeIntervalEditor } from './TimeIntervalEditor';
import { isValidLimit, type TimewindowDraft } from './timewindowDraft';

export interface AggregationSectionProps {
    draft: TimewindowDraft;
    onDraftChange: (change: (draft: TimewindowDraft) => TimewindowDraft) => void;
    isEdit: boolean;
    maxDatapoints: number;
}

/**
 * The aggregation function; with NONE the limit (slider and number, 7 … max datapoints), otherwise
 * the grouping interval of the selected tab, bounded by window/500 … window/7 (part2 §2.4, §5.1).
 */
export const AggregationSection = ({ draft, onDraftChange, isEdit, maxDatapoints }: AggregationSectionProps) => {
    const translate = useTranslate();
    const limitLabelId = useId();
    const { model } = draft;
    const realtime = model.selectedTab === TIMEWINDOW_TAB.REALTIME;
    const windowMs = realtime ? realtimeWindowMs(model.realtime) : historyWindowMs(model.history);
    const [limitText, setLimitText] = useState(String(model.aggregation.limit));
    useEffect(() => setLimitText(String(model.aggregation.limit)), [model.aggregation.limit]);

    const setModel = (change: (current: TimewindowDraft['model']) => TimewindowDraft['model']) => onDraftChange(current => ({ ...current, model: change(current.model) }));
    const setHidden = (flag: 'hideAggregation' | 'hideAggInterval') => (hidden: boolean) => setModel(current => ({ ...current, [flag]: hidden }));
    const setLimit = (limit: number) => {
        setLimitText(String(limit));
        onDraftChange(current => ({ ...current, model: { ...current.model, aggregation: { ...current.model.aggregation, limit } }, invalid: { ...current.invalid, limit: false } }));
    };
    const groupInput = realtime ? 'realtimeGroup' : 'historyGroup';
    const groupPart = realtime ? 'realtime' : 'history';
    const limitInvalid = !isValidLimit(Number(limitText), maxDatapoints);

    return (
        <Stack sx={{ gap: 2 }}>
            <HideableSection isEdit={isEdit} hidden={model.hideAggregation} onHiddenChange={setHidden('hideAggregation')} name={translate('aggregation.aggregation')}>
                <TextField
                    select
                    fullWidth
                    size="small"
                    label={translate('aggregation.function')}
                    value={model.aggregation.type}
                    disabled={model.hideAggregation}
                    onChange={event => setModel(current => ({ ...current, aggregation: { ...current.aggregation, type: event.target.value as AggregationType } }))}
                >
                    {AGGREGATION_TYPES.map(type => (
                        <MenuItem key={type} value={type}>
                            {translate(aggregationLabelKey(type))}
                        </MenuItem>
                    ))}
                </TextField>
            </HideableSection>
            <HideableSection isEdit={isEdit} hidden={model.hideAggInterval} onHiddenChange={setHidden('hideAggInterval')} name={translate(model.aggregation.type === 'NONE' ? 'aggregation.limit' : 'aggregation.group-interval')}>
                {model.aggregation.type === 'NONE' ? (
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0, sm: 2 }, alignItems: { sm: 'center' } }}>
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} id={limitLabelId}>
                            {translate('aggregation.limit')}
                        </Typography>
                        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexGrow: 1 }}>
                            <Slider
                                size="small"
                                min={MIN_DATAPOINTS_LIMIT}
                                max={maxDatapoints}
                                step={1}
                                value={limitInvalid ? MIN_DATAPOINTS_LIMIT : Number(limitText)}
                                disabled={model.hideAggInterval}
                                valueLabelDisplay="auto"
                                onChange={(_event, next) => setLimit(next as number)}
                                slotProps={{ input: { 'aria-labelledby': limitLabelId } }}
                                sx={{ flexGrow: 1 }}
                            />
                            {/* A fixed-width box: the theme makes text fields full width. */}
                            <Box sx={{ width: 120, flexShrink: 0 }}>
                                <TextField
                                    size="small"
                                    fullWidth
                                    type="number"
                                    value={limitText}
                                    disabled={model.hideAggInterval}
                                    error={limitInvalid}
                                    onChange={event => {
                                        const text = event.target.value;
                                        setLimitText(text);
                                        const limit = Number(text);
                                        if (isValidLimit(limit, maxDatapoints)) setLimit(limit);
                                        else onDraftChange(current => ({ ...current, invalid: { ...current.invalid, limit: true } }));
                                    }}
                                    slotProps={{ htmlInput: { min: MIN_DATAPOINTS_LIMIT, max: maxDatapoints, step: 1, 'aria-label': translate('aggregation.limit') } }}
                                />
                            </Box>
                        </Stack>
                    </Stack>
                ) : (
                    <TimeIntervalEditor
                        key={groupPart}
                        label={translate('aggregation.group-interval')}
                        value={draft.invalid[groupInput] ? null : model[groupPart].interval}
                        min={minIntervalLimit(windowMs)}
                        max={maxIntervalLimit(windowMs)}
                        required
                        onChange={interval =>
                            onDraftChange(current => ({
                                model: interval === null ? current.model : { ...current.model, [groupPart]: { ...current.model[groupPart], interval } },
                                invalid: { ...current.invalid, [groupInput]: interval === null },
                            }))
                        }
                    />
                )}
            </HideableSection>
        </Stack>
    );
};
