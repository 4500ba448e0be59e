import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { InputButtons } from './inputButtons';
import { InputFrame } from './InputFrame';
import { InputResult } from './InputResult';
import { inputTargetOf } from './inputTarget';
import { useEntityWrite } from './useEntityWrite';

/** A stored value as the editor shows it: JSON text, pretty-printed (a string holding JSON is shown as that JSON). */
export function jsonText(value: unknown): string {
    if (value === undefined || value === null || value === '') return '';
    if (typeof value === 'string') {
        try {
            return JSON.stringify(JSON.parse(value), null, 2);
        } catch {
            return JSON.stringify(value);
        }
    }
    return JSON.stringify(value, null, 2);
}

/** The editor's text as a JSON value, or the reason it is none (an i18n key). */
export function parseJsonText(text: string, required: boolean): { ok: true; value: unknown } | { ok: false; error: string } {
    if (text.trim() === '') return required ? { ok: false, error: 'widgets.input.value-required' } : { ok: true, value: {} };
    try {
        return { ok: true, value: JSON.parse(text) };
    } catch {
        return { ok: false, error: 'widgets.input.invalid-json' };
    }
}

/**
 * ThingsBoard's Update JSON attribute: the first key's value in a JSON editor, written as JSON to
 * the scope of `attributeScope` (server by default), or as a time series (`widgetMode`).
 */
export const JsonAttributeInput = ({ widget, snapshot }: WidgetComponentProps) => {
    const translate = useTranslate();
    const settings = widget.config.settings ?? {};
    const target = inputTargetOf(snapshot);
    const [text, setText] = useState(jsonText(target?.current));
    const [dirty, setDirty] = useState(false);
    const { saving, result, write, clearResult } = useEntityWrite();
    const currentText = jsonText(target?.current);
    useEffect(() => {
        if (!dirty) setText(currentText);
    }, [currentText, dirty]);
    const parsed = parseJsonText(text, settings.attributeRequired !== false);
    const scope = settings.widgetMode === 'TIME_SERIES' ? 'TIMESERIES' : settings.attributeScope === 'SHARED_SCOPE' ? 'SHARED_SCOPE' : 'SERVER_SCOPE';
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!target || !dirty || !parsed.ok) return;
        if (await write(target.entity, [[scope, { [target.dataKey.name]: parsed.value }]])) setDirty(false);
    };
    const label = settings.showLabel === false || !target ? undefined : (typeof settings.labelValue === 'string' && settings.labelValue) || dataKeyLabel(snapshot.data[0]!.datasource, target.dataKey);
    return (
        <InputFrame title={typeof settings.widgetTitle === 'string' ? settings.widgetTitle : ''} hasEntity={Boolean(target)} loading={snapshot.loading} onSubmit={submit}>
            <Stack direction="row" alignItems="flex-start" spacing={0.5} sx={{ flex: 1, minHeight: 0 }}>
                <TextField
                    multiline
                    fullWidth
                    size="small"
                    minRows={2}
                    label={label}
                    value={text}
                    disabled={saving}
                    error={dirty && !parsed.ok}
                    helperText={dirty && !parsed.ok ? translate(parsed.error) : settings.showResultMessage !== false && result ? <InputResult result={result} /> : ' '}
                    onChange={event => {
                        setText(event.target.value);
                        setDirty(true);
                        clearResult();
                    }}
                    slotProps={{ htmlInput: { spellCheck: false, 'aria-label': label ?? target?.dataKey.name, style: { fontFamily: 'monospace', fontSize: 13 } } }}
                />
                <InputButtons canSave={dirty && parsed.ok && !saving} canUndo={dirty && !saving} onUndo={() => { setText(currentText); setDirty(false); }} />
            </Stack>
        </InputFrame>
    );
};
