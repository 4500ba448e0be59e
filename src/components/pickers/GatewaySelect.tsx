import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { preselectedGateway, serverGatewayApi, type GatewayApi, type GatewayDevice } from './gateways';
import { useDebouncedSearch } from './useDebouncedSearch';
import { useAuthority } from './useSessionDetails';

export interface GatewaySelectProps {
    /** The picked gateway device. */
    value: GatewayDevice | null;
    onChange: (gateway: GatewayDevice | null) => void;
    /** The gateway named like this device is preselected. */
    deviceName?: string | null;
    /** Called instead of creating when a device of the typed name already exists. */
    onNameExists?: (device: GatewayDevice) => void;
    required?: boolean;
    disabled?: boolean;
    label?: string;
    showErrors?: boolean;
    api?: GatewayApi;
}

/** A choice that creates a gateway of the typed name. */
interface CreateChoice {
    create: string;
}
type Choice = GatewayDevice | CreateChoice;
const isCreate = (choice: Choice): choice is CreateChoice => 'create' in choice;

const noAnswer = async (): Promise<GatewayDevice[]> => [];

/** Picks a gateway device or creates one on the fly from the typed name. */
export const GatewaySelect = ({
    value,
    onChange,
    deviceName,
    onNameExists,
    required = false,
    disabled,
    label,
    showErrors = false,
    api = serverGatewayApi,
}: GatewaySelectProps) => {
    const translate = useTranslate();
    // A system administrator has no devices: an empty list without any fetch.
    const isSysAdmin = useAuthority() === 'SYS_ADMIN';
    const [text, setText] = useState('');
    const [touched, setTouched] = useState(false);
    const { options, searchedText } = useDebouncedSearch(true, text, isSysAdmin ? noAnswer : api.list, isSysAdmin ? 'none' : 'gateways');
    const preselected = useRef(false);

    useEffect(() => {
        if (preselected.current || value || searchedText || options.length === 0) return;
        preselected.current = true;
        onChange(preselectedGateway(options, deviceName));
    }, [options, searchedText, value, deviceName, onChange]);

    const pick = async (choice: Choice | null) => {
        if (!choice || !isCreate(choice)) return onChange(choice);
        const existing = await api.findByName(choice.create);
        if (existing) return onNameExists?.(existing);
        onChange(await api.create(choice.create));
    };

    const typed = searchedText.trim();
    const exact = options.some(gateway => gateway.name === typed);
    const choices: Choice[] = typed && !exact ? [...options, { create: typed }] : options;
    const showError = required && !value && (touched || showErrors);

    return (
        <Autocomplete<Choice, false, false, false>
            fullWidth
            disabled={disabled}
            options={choices}
            filterOptions={createFilterOptions<Choice>({ stringify: choice => (isCreate(choice) ? choice.create : choice.name) })}
            value={value}
            getOptionLabel={choice => (isCreate(choice) ? choice.create : choice.name)}
            getOptionKey={choice => (isCreate(choice) ? `create:${choice.create}` : choice.id.id)}
            isOptionEqualToValue={(option, chosen) => !isCreate(option) && !isCreate(chosen) && option.id.id === chosen.id.id}
            renderOption={({ key, ...props }, choice) => (
                <li key={key} {...props}>
                    {isCreate(choice) ? translate('gateway.create-new-gateway-text', { gatewayName: choice.create }) : choice.name}
                </li>
            )}
            onChange={(_event, choice) => void pick(choice)}
            onInputChange={(_event, typedText, reason) => reason === 'input' && setText(typedText)}
            onBlur={() => setTouched(true)}
            noOptionsText={searchedText ? translate('gateway.no-gateway-matching', { item: searchedText }) : translate('gateway.no-gateway-found')}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate('gateway.gateway')}
                    required={required}
                    error={showError}
                    helperText={showError ? translate('gateway.gateway-name-required') : undefined}
                />
            )}
        />
    );
};
