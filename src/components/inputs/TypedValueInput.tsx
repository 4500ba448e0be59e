import EditIcon from '@mui/icons-material/Edit';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { JsonEditDialog } from '../dialogs/JsonEditDialog';
import { draftForType, draftOf, typedValueError, typedValueOf, VALUE_TYPES, type JsonValue, type TypedValueDraft, type ValueType } from './valueTypes';

export interface TypedValueInputProps {
    /** The starting value; its type is inferred from it (part 2 §4). */
    value?: JsonValue | null;
    /** Called on every edit with the value, or null while it is not valid. */
    onChange(value: JsonValue | null): void;
    /** Label of the value field; default: the type's own ('String value', ...). */
    label?: string;
    /** Replaces the 'required' messages. */
    requiredText?: string;
    disabled?: boolean;
    autoFocus?: boolean;
}

/**
 * A type dropdown (string, integer, double, boolean, JSON) beside the value field; the JSON field
 * opens a full-screen JSON editor (part 2 §2.5).
 */
export const TypedValueInput = ({ value, onChange, label, requiredText, disabled, autoFocus }: TypedValueInputProps) => {
    const translate = useTranslate();
    const [draft, setDraft] = useState<TypedValueDraft>(() => draftOf(value ?? undefined));
    const [touched, setTouched] = useState(false);
    const [editingJson, setEditingJson] = useState(false);
    const update = (next: TypedValueDraft) => {
        setDraft(next);
        onChange(typedValueOf(next));
    };
    const error = typedValueError(draft, requiredText);
    const shownError = touched && error ? translate(error) : null;
    const valueLabel = label ?? translate(`value.${draft.type}-value`);

    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
                select
                label={translate('value.type')}
                value={draft.type}
                disabled={disabled}
                onChange={event => {
                    setTouched(false);
                    update(draftForType(event.target.value as ValueType));
                }}
                sx={{ minWidth: 140 }}
            >
                {VALUE_TYPES.map(type => (
                    <MenuItem key={type} value={type}>
                        {translate(`value.${type}`)}
                    </MenuItem>
                ))}
            </TextField>
            {draft.type === 'boolean' ? (
                <FormControlLabel
                    sx={{ pt: 1 }}
                    disabled={disabled}
                    control={<Switch checked={draft.checked} onChange={event => update({ ...draft, checked: event.target.checked })} />}
                    label={translate(draft.checked ? 'value.true' : 'value.false')}
                />
            ) : (
                <TextField
                    label={valueLabel}
                    value={draft.text}
                    disabled={disabled}
                    autoFocus={autoFocus}
                    fullWidth
                    type={draft.type === 'integer' || draft.type === 'double' ? 'number' : 'text'}
                    multiline={draft.type === 'json'}
                    maxRows={draft.type === 'json' ? 6 : undefined}
                    onChange={event => update({ ...draft, text: event.target.value })}
                    onBlur={() => setTouched(true)}
                    error={shownError !== null}
                    helperText={shownError ?? ' '}
                    slotProps={{
                        htmlInput: draft.type === 'json' ? { style: { fontFamily: 'monospace', fontSize: 13 } } : undefined,
                        input:
                            draft.type === 'json'
                                ? {
                                      endAdornment: (
                                          <InputAdornment position="end">
                                              <Tooltip title={translate('value.edit-json')}>
                                                  <IconButton edge="end" disabled={disabled} aria-label={translate('value.edit-json')} onClick={() => setEditingJson(true)}>
                                                      <EditIcon />
                                                  </IconButton>
                                              </Tooltip>
                                          </InputAdornment>
                                      ),
                                  }
                                : undefined,
                    }}
                />
            )}
            {editingJson && (
                <JsonEditDialog
                    fullScreen
                    value={typedValueOf(draft) ?? {}}
                    onClose={result => {
                        setEditingJson(false);
                        if (result !== undefined) update({ ...draft, text: JSON.stringify(result, null, 2) });
                    }}
                />
            )}
        </Stack>
    );
};
