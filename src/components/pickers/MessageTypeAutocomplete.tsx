import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { matchingMessageTypes, messageTypeName, showsPickedType } from './messageTypes';

export interface MessageTypeAutocompleteProps {
    /** A message type key (POST_TELEMETRY_REQUEST) or a custom type as typed. */
    value: string | null;
    onChange: (messageType: string | null) => void;
    required?: boolean;
    disabled?: boolean;
    label?: string;
    showErrors?: boolean;
}

/** A rule-engine message type: one of the known ones by name, or any custom text. */
export const MessageTypeAutocomplete = ({ value, onChange, required = false, disabled, label, showErrors = false }: MessageTypeAutocompleteProps) => {
    const translate = useTranslate();
    const [touched, setTouched] = useState(false);
    const showError = required && !value && (touched || showErrors);
    return (
        <Autocomplete<string, false, false, true>
            freeSolo
            fullWidth
            disabled={disabled}
            options={matchingMessageTypes('')}
            filterOptions={(_options, { inputValue }) => matchingMessageTypes(showsPickedType(value, inputValue) ? '' : inputValue)}
            getOptionLabel={messageTypeName}
            value={value}
            onChange={(_event, picked) => onChange(picked || null)}
            onInputChange={(_event, typed, reason) => {
                if (reason !== 'input') return;
                const known = matchingMessageTypes('').find(type => messageTypeName(type) === typed);
                onChange(known ?? (typed || null));
            }}
            onBlur={() => setTouched(true)}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate('rulenode.message-type')}
                    required={required}
                    error={showError}
                    helperText={showError ? translate('rulenode.message-type-required') : undefined}
                />
            )}
        />
    );
};
