import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { InputResult } from './InputResult';
import { inputText, parseInput } from './inputValue';
import { multipleFieldOf } from './multipleFields';
import { useEntityWrite } from './useEntityWrite';
import type { WriteTarget } from './writeValues';

/**
 * ThingsBoard's Update Multiple Attributes: a field per data key of the widget's first entity, each
 * writing to its own scope (data key setting `dataKeyType`) as its own type (`dataKeyValueType`).
 * Save writes the changed fields (all of them with `updateAllValues`), Undo goes back to the values
 * on the server. Nothing is sent while a field is invalid.
 */
export const MultipleAttributesInput = ({ widget, snapshot }: WidgetComponentProps) => {
    const translate = useTranslate();
    const settings = widget.config.settings ?? {};
    const first = snapshot.data[0]?.datasource;
    const entries = snapshot.data.filter(entry => entry.datasource.rowKey === first?.rowKey);
    const fields = entries.map(entry => ({ field: multipleFieldOf(entry.dataKey, dataKeyLabel(entry.datasource, entry.dataKey)), current: inputText(entry.data.at(-1)?.[1]) }));
    const serverKey = JSON.stringify(fields.map(({ current }) => current));
    const [texts, setTexts] = useState<Record<string, string>>({});
    const { saving, result, write, clearResult } = useEntityWrite();
    // Values that change on the server show again once nothing is being edited.
    useEffect(() => setTexts({}), [serverKey]);

    if (!first?.entityId || !first.entityType) {
        if (snapshot.loading) return null;
        return (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                <Typography color="text.secondary">{translate('widgets.input.no-entity-selected')}</Typography>
            </Box>
        );
    }
    const textOf = (key: string, current: string) => texts[key] ?? current;
    const parsed = fields.map(({ field, current }) => ({ field, current, outcome: parseInput(textOf(field.key, current), field.valueType, { required: field.required }) }));
    const changed = parsed.filter(({ field, current }) => textOf(field.key, current) !== current);
    const valid = parsed.every(({ outcome }) => outcome.ok);
    const title = typeof settings.widgetTitle === 'string' ? settings.widgetTitle : '';
    const inRow = Math.max(1, Number(settings.fieldsInRow) || 2);
    const column = settings.fieldsAlignment === 'column';

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!valid) return;
        const toWrite = settings.updateAllValues === true ? parsed : changed;
        const byTarget = new Map<WriteTarget, Record<string, unknown>>();
        for (const { field, outcome } of toWrite) if (outcome.ok) byTarget.set(field.target, { ...byTarget.get(field.target), [field.key]: outcome.value });
        if (await write({ entityType: first.entityType!, entityId: first.entityId! }, [...byTarget])) setTexts({});
    };
    const edit = (key: string, text: string) => {
        setTexts(current => ({ ...current, [key]: text }));
        clearResult();
    };

    return (
        <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ height: '100%', overflow: 'auto', p: 1 }}>
            {title && <Typography variant="subtitle2">{title}</Typography>}
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: column ? '1fr' : `repeat(${inRow}, minmax(0, 1fr))` } }}>
                {parsed.map(({ field, current, outcome }) => {
                    const text = textOf(field.key, current);
                    if (field.valueType === 'boolean') {
                        const Control = field.asSwitch ? Switch : Checkbox;
                        return (
                            <FormControlLabel
                                key={field.key}
                                label={field.label}
                                control={<Control checked={text === 'true'} disabled={field.readOnly || saving} onChange={event => edit(field.key, String(event.target.checked))} />}
                            />
                        );
                    }
                    const error = !outcome.ok && text !== current ? translate(outcome.error, outcome.args) : undefined;
                    return (
                        <TextField
                            key={field.key}
                            size="small"
                            label={field.label}
                            value={text}
                            required={field.required}
                            error={Boolean(error)}
                            helperText={error}
                            disabled={saving}
                            slotProps={{ htmlInput: { readOnly: field.readOnly, inputMode: field.valueType === 'string' ? 'text' : 'decimal' } }}
                            onChange={event => edit(field.key, event.target.value)}
                        />
                    );
                })}
            </Box>
            {settings.showActionButtons !== false && (
                <Stack direction="row" spacing={1} justifyContent="flex-end" alignItems="center">
                    {settings.showResultMessage !== false && <Box sx={{ mr: 'auto' }}><InputResult result={result} /></Box>}
                    <Button disabled={changed.length === 0 || saving} onClick={() => setTexts({})}>
                        {typeof settings.resetButtonLabel === 'string' && settings.resetButtonLabel ? settings.resetButtonLabel : translate('action.undo')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={!valid || saving || (changed.length === 0 && settings.updateAllValues !== true)}>
                        {typeof settings.saveButtonLabel === 'string' && settings.saveButtonLabel ? settings.saveButtonLabel : translate('action.save')}
                    </Button>
                </Stack>
            )}
        </Stack>
    );
};
