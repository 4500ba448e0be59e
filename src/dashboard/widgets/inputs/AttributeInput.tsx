import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { InputButtons } from './inputButtons';
import { InputResult } from './InputResult';
import { inputChecked, inputText, optionalNumber, parseInput } from './inputValue';
import type { InputVariant } from './inputVariants';
import { useEntityWrite } from './useEntityWrite';

type Settings = Record<string, unknown>;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * One of ThingsBoard's single-value updaters: the first data key of the widget's entity, shown with
 * its current value and written to the variant's scope (server or shared attribute, or time series)
 * as an integer, double, text or boolean. Invalid input is refused in the field, before any call.
 */
export const attributeInputWidget = (variant: InputVariant) => {
    const AttributeInput = ({ widget, snapshot }: WidgetComponentProps) => {
        const translate = useTranslate();
        const settings: Settings = widget.config.settings ?? {};
        const entry = snapshot.data[0];
        const current = entry?.data.at(-1)?.[1];
        const [text, setText] = useState(inputText(current));
        const [dirty, setDirty] = useState(false);
        const { saving, result, write, clearResult } = useEntityWrite();
        // A value that changes on the server shows, unless the user is typing.
        useEffect(() => {
            if (!dirty) setText(inputText(current));
        }, [current, dirty]);

        const title = typeof settings.widgetTitle === 'string' ? settings.widgetTitle : '';
        if (!entry?.datasource.entityId || !entry.datasource.entityType) {
            if (snapshot.loading) return null;
            return (
                <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                    <Typography color="text.secondary">{translate('widgets.input.no-entity-selected')}</Typography>
                </Box>
            );
        }
        const entity = { entityType: entry.datasource.entityType, entityId: entry.datasource.entityId };
        const key = entry.dataKey.name;
        const label = flag(settings.showLabel, true) ? (typeof settings.labelValue === 'string' && settings.labelValue) || dataKeyLabel(entry.datasource, entry.dataKey) : undefined;
        const parsed = parseInput(text, variant.valueType, {
            required: flag(settings.isRequired, true),
            min: optionalNumber(settings.minValue),
            max: optionalNumber(settings.maxValue),
            minLength: optionalNumber(settings.minLength),
            maxLength: optionalNumber(settings.maxLength),
        });
        const showResult = flag(settings.showResultMessage, true);

        const save = async (value: unknown) => {
            if (await write(entity, [[variant.target, { [key]: value }]])) setDirty(false);
        };
        const submit = (event: FormEvent) => {
            event.preventDefault();
            if (parsed.ok && dirty) void save(parsed.value);
        };

        if (variant.valueType === 'boolean') {
            const checked = inputChecked(current);
            const trueLabel = typeof settings.trueValue === 'string' && settings.trueValue ? settings.trueValue : translate('attribute.true');
            const falseLabel = typeof settings.falseValue === 'string' && settings.falseValue ? settings.falseValue : translate('attribute.false');
            return (
                <Stack sx={{ height: '100%', justifyContent: 'center', px: 1 }} spacing={0.5}>
                    {title && <Typography variant="subtitle2">{title}</Typography>}
                    <FormControlLabel
                        control={<Checkbox checked={dirty ? text === 'true' : checked} disabled={saving} onChange={event => { setText(String(event.target.checked)); setDirty(true); void save(event.target.checked); }} />}
                        label={(dirty ? text === 'true' : checked) ? trueLabel : falseLabel}
                    />
                    {showResult && <InputResult result={result} />}
                </Stack>
            );
        }

        const error = dirty && !parsed.ok ? translate(typeof settings.requiredErrorMessage === 'string' && settings.requiredErrorMessage && parsed.error === 'widgets.input.value-required' ? settings.requiredErrorMessage : parsed.error, parsed.args) : undefined;
        return (
            <Stack component="form" onSubmit={submit} noValidate sx={{ height: '100%', justifyContent: 'center', px: 1 }} spacing={0.5}>
                {title && <Typography variant="subtitle2">{title}</Typography>}
                <Stack direction="row" alignItems="flex-start" spacing={0.5}>
                    <TextField
                        size="small"
                        fullWidth
                        label={label}
                        value={text}
                        error={Boolean(error)}
                        // The outcome of the last update sits where the field's errors do, so a small widget keeps its room.
                        helperText={error ?? (showResult && result ? <InputResult result={result} /> : ' ')}
                        disabled={saving}
                        onChange={event => {
                            setText(event.target.value);
                            setDirty(true);
                            clearResult();
                        }}
                        slotProps={{ htmlInput: { inputMode: variant.valueType === 'string' ? 'text' : 'decimal', 'aria-label': label ?? key }, formHelperText: { sx: { mx: 0.5, lineHeight: 1.3 } } }}
                    />
                    <InputButtons canSave={dirty && parsed.ok && !saving} canUndo={dirty && !saving} onUndo={() => { setText(inputText(current)); setDirty(false); }} sx={{ mt: 0.75 }} />
                </Stack>
            </Stack>
        );
    };
    AttributeInput.displayName = `AttributeInput(${variant.target}, ${variant.valueType})`;
    return AttributeInput;
};
