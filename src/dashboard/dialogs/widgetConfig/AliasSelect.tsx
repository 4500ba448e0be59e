import AddIcon from '@mui/icons-material/Add';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { EntityAlias } from '../../model/dashboardConfig';

type AliasOption = { kind: 'alias'; alias: EntityAlias } | { kind: 'create'; name: string };

interface AliasSelectProps {
    aliases: Record<string, EntityAlias>;
    value: string | null | undefined;
    onChange(aliasId: string | null): void;
    /** 'Create a new alias' was picked with the typed name. */
    onCreate(name: string): void;
    label?: string;
    error?: string | null;
}

const filter = createFilterOptions<AliasOption>({ stringify: option => (option.kind === 'alias' ? option.alias.alias : '') });

/** A datasource's entity alias: the dashboard's aliases by name, and 'create a new alias' for the typed text. */
export const AliasSelect = ({ aliases, value, onChange, onCreate, label, error }: AliasSelectProps) => {
    const translate = useTranslate();
    const current: AliasOption | null = value && aliases[value] ? { kind: 'alias', alias: aliases[value] } : null;
    return (
        <Autocomplete<AliasOption>
            options={Object.values(aliases).map(alias => ({ kind: 'alias' as const, alias }))}
            value={current}
            onChange={(_, picked) => {
                if (picked?.kind === 'create') onCreate(picked.name);
                else onChange(picked?.alias.id ?? null);
            }}
            filterOptions={(options, state) => [...filter(options, state), { kind: 'create', name: state.inputValue.trim() }]}
            getOptionLabel={option => (option.kind === 'create' ? option.name : option.alias.alias)}
            isOptionEqualToValue={(option, selected) => option.kind === 'alias' && selected.kind === 'alias' && option.alias.id === selected.alias.id}
            renderOption={(props, option) => {
                const { key, ...optionProps } = props as typeof props & { key: string };
                return option.kind === 'create' ? (
                    <li key="create" {...optionProps}>
                        <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'primary.main' }}>
                            <AddIcon fontSize="small" />
                            <span>{option.name ? `${translate('alias.create-new-alias')}: ${option.name}` : translate('alias.create-new-alias')}</span>
                        </Stack>
                    </li>
                ) : (
                    <li key={key} {...optionProps}>{option.alias.alias}</li>
                );
            }}
            renderInput={params => <TextField {...params} size="small" required label={label ?? translate('datasource.alias')} error={!!error} helperText={error} />}
            sx={{ flex: 1, minWidth: 200 }}
        />
    );
};
