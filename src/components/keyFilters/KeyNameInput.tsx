import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useContext, useEffect, useState } from 'react';
import type { KeyFilterKeyType } from './keyFilterModel';
import { KeySuggestionsContext, matchingKeys } from './keySuggestions';

export interface KeyNameInputProps {
    keyType: KeyFilterKeyType;
    value: string;
    onChange: (key: string) => void;
    label: string;
    error: boolean;
    helperText: string;
}

/**
 * A key filter's key name: typed freely, with the suggestions the context has for the key type
 * (an alarm rule: the keys the profile's devices report), those starting with the typed text.
 */
export const KeyNameInput = ({ keyType, value, onChange, label, error, helperText }: KeyNameInputProps) => {
    const suggest = useContext(KeySuggestionsContext);
    const [keys, setKeys] = useState<{ keyType: KeyFilterKeyType; keys: readonly string[] } | null>(null);
    useEffect(() => {
        if (!suggest) return;
        let current = true;
        void suggest(keyType).then(found => current && setKeys({ keyType, keys: found }));
        return () => {
            current = false;
        };
    }, [suggest, keyType]);
    const options = keys?.keyType === keyType ? keys.keys : [];
    return (
        <Autocomplete<string, false, false, true>
            freeSolo
            fullWidth
            options={options as string[]}
            filterOptions={(all, { inputValue }) => matchingKeys(all, inputValue)}
            inputValue={value}
            onInputChange={(_event, typed) => onChange(typed)}
            value={value || null}
            onChange={(_event, picked) => onChange(picked ?? '')}
            renderInput={params => <TextField {...params} size="small" required label={label} error={error} helperText={helperText} />}
        />
    );
};
