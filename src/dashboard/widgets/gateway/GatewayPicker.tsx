import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../../providers/http/httpClient';

interface DeviceSummary {
    id: { id: string };
    name: string;
    additionalInfo?: { gateway?: boolean } | null;
}

/** The tenant's gateways (devices marked as gateway), the first page of a name search. */
const findGateways = async (search: string, signal: AbortSignal): Promise<DeviceSummary[]> => {
    const page = await httpClient.request<{ data: DeviceSummary[] }>('/api/tenant/devices', { query: { pageSize: 50, page: 0, textSearch: search, sortProperty: 'name', sortOrder: 'ASC' }, signal, ignoreLoading: true });
    return page.data.filter(device => device.additionalInfo?.gateway === true);
};

export interface GatewayPickerProps {
    value: string | null;
    onChange: (deviceId: string | null) => void;
    /** The device profile of a created gateway (the widget's gatewayType). */
    gatewayType: string;
    /** The widget's own text for a name that is taken (gatewayNameExists). */
    nameExistsText: string;
}

/** Chooses one of the tenant's gateways by name, or creates a gateway with a new name. */
export const GatewayPicker = ({ value, onChange, gatewayType, nameExistsText }: GatewayPickerProps) => {
    const translate = useTranslate();
    const [input, setInput] = useState('');
    const [options, setOptions] = useState<DeviceSummary[]>([]);
    const [nameTaken, setNameTaken] = useState(false);
    useEffect(() => {
        const controller = new AbortController();
        findGateways(input, controller.signal).then(setOptions, () => undefined);
        return () => controller.abort();
    }, [input]);
    const selected = options.find(option => option.id.id === value) ?? null;
    const name = input.trim();
    const canCreate = name !== '' && !options.some(option => option.name === name);
    const create = async () => {
        setNameTaken(false);
        try {
            const device = await httpClient.request<DeviceSummary>('/api/device', { method: 'POST', body: { name, type: gatewayType, additionalInfo: { gateway: true } }, ignoreErrors: true });
            setOptions(current => [...current, device]);
            onChange(device.id.id);
        } catch {
            setNameTaken(true);
        }
    };
    return (
        <Stack spacing={1}>
            <Stack direction="row" spacing={1} alignItems="center">
                <Autocomplete
                    size="small"
                    options={options}
                    value={selected}
                    getOptionLabel={option => option.name}
                    isOptionEqualToValue={(option, chosen) => option.id.id === chosen.id.id}
                    onChange={(_event, option) => onChange(option?.id.id ?? null)}
                    inputValue={input}
                    onInputChange={(_event, text) => {
                        setInput(text);
                        setNameTaken(false);
                    }}
                    noOptionsText={translate('widgets.gateway.no-gateways')}
                    renderInput={params => <TextField {...params} label={translate('widgets.gateway.gateway')} />}
                    sx={{ flex: 1 }}
                />
                {canCreate && !selected && (
                    <Button size="small" startIcon={<AddIcon />} onClick={() => void create()}>
                        {translate('widgets.gateway.create-gateway')}
                    </Button>
                )}
            </Stack>
            {nameTaken && <Alert severity="error">{nameExistsText || translate('widgets.gateway.name-exists')}</Alert>}
        </Stack>
    );
};
