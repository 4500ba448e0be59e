import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../generic/inputs/useDebouncedValue';
import { matchingQueues, queueNames, type ServiceType } from './queues';

export interface QueueAutocompleteProps {
    value: string | null;
    onChange: (queueName: string | null) => void;
    serviceType?: ServiceType;
    required?: boolean;
    disabled?: boolean;
    label?: string;
    showErrors?: boolean;
    /** Where the names come from; the shared cache of /api/tenant/queues by default. */
    loadQueues?: (serviceType: ServiceType) => Promise<string[]>;
}

/** A queue name picked from the service's queues, filtered by prefix (150 ms debounce). */
export const QueueAutocomplete = ({
    value,
    onChange,
    serviceType = 'TB_RULE_ENGINE',
    required = false,
    disabled,
    label,
    showErrors = false,
    loadQueues = queueNames,
}: QueueAutocompleteProps) => {
    const translate = useTranslate();
    const [names, setNames] = useState<string[]>([]);
    const [text, setText] = useState(value ?? '');
    const search = useDebouncedValue(text);
    const [touched, setTouched] = useState(false);

    useEffect(() => {
        let live = true;
        void loadQueues(serviceType).then(loaded => live && setNames(loaded));
        return () => {
            live = false;
        };
    }, [serviceType, loadQueues]);

    const showError = required && !value && (touched || showErrors);
    return (
        <Autocomplete<string, false, false, false>
            fullWidth
            disabled={disabled}
            options={matchingQueues(names, search === value ? '' : search)}
            filterOptions={options => options}
            value={value}
            inputValue={text}
            onInputChange={(_event, typed, reason) => reason !== 'reset' && setText(typed)}
            onChange={(_event, picked) => onChange(picked)}
            onBlur={() => setTouched(true)}
            noOptionsText={translate('queue.no-queues-matching', { queue: search })}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate('queue.name')}
                    required={required}
                    error={showError}
                    helperText={showError ? translate('queue.name_required') : undefined}
                />
            )}
        />
    );
};
