import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { DateTimeInput } from '../../../components/display/DateTimeInput';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { numericValue } from '../../runtime/formatValue';
import { InputButtons } from './inputButtons';
import { InputFrame } from './InputFrame';
import { InputResult } from './InputResult';
import { inputTargetOf } from './inputTarget';
import { useEntityWrite } from './useEntityWrite';

/** A date kept as ThingsBoard's date inputs keep it: milliseconds since 1970; the start of the day when the time is not asked. */
const dateValueOf = (ms: number, withTime: boolean): number => (withTime ? ms : new Date(new Date(ms).setHours(0, 0, 0, 0)).getTime());

/**
 * ThingsBoard's date attribute updaters (server or shared scope): the first key's value as a date
 * and time (`showTimeInput`), written back as milliseconds; required unless `isRequired` is off.
 */
export const dateAttributeInput = (scope: 'SERVER_SCOPE' | 'SHARED_SCOPE') => {
    const DateAttributeInput = ({ widget, snapshot }: WidgetComponentProps) => {
        const settings = widget.config.settings ?? {};
        const target = inputTargetOf(snapshot);
        const current = numericValue(target?.current);
        const [value, setValue] = useState<number | null>(current);
        const [dirty, setDirty] = useState(false);
        const { saving, result, write, clearResult } = useEntityWrite();
        useEffect(() => {
            if (!dirty) setValue(current);
        }, [current, dirty]);
        const withTime = settings.showTimeInput !== false;
        const required = settings.isRequired !== false;
        const valid = value !== null || !required;
        const submit = async (event: FormEvent) => {
            event.preventDefault();
            if (!target || !dirty || !valid) return;
            if (await write(target.entity, [[scope, { [target.dataKey.name]: value === null ? null : dateValueOf(value, withTime) }]])) setDirty(false);
        };
        const label = settings.showLabel === false || !target ? '' : dataKeyLabel(snapshot.data[0]!.datasource, target.dataKey);
        return (
            <InputFrame title={typeof settings.widgetTitle === 'string' ? settings.widgetTitle : ''} hasEntity={Boolean(target)} loading={snapshot.loading} onSubmit={submit}>
                <Stack direction="row" alignItems="flex-start" spacing={0.5}>
                    <DateTimeInput
                        label={label}
                        value={value}
                        required={required}
                        showErrors={dirty}
                        disabled={saving}
                        onChange={next => {
                            setValue(next);
                            setDirty(true);
                            clearResult();
                        }}
                    />
                    <InputButtons canSave={dirty && valid && !saving} canUndo={dirty && !saving} onUndo={() => { setValue(current); setDirty(false); }} />
                </Stack>
                {settings.showResultMessage !== false && <InputResult result={result} />}
            </InputFrame>
        );
    };
    return DateAttributeInput;
};
