import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    DASHBOARD_AUTOCOMPLETE_PAGE_SIZE,
    dashboardListPath,
    loadDashboard,
    searchDashboards,
    type DashboardInfo,
    type DashboardScope,
} from './dashboards';
import { useDebouncedSearch, useLoadedSelection } from './useDebouncedSearch';
import { useAuthority, useSessionDetails } from './useSessionDetails';

export interface DashboardAutocompleteProps extends Omit<DashboardScope, 'authority'> {
    value: string | null;
    onChange: (id: string | null) => void;
    required?: boolean;
    disabled?: boolean;
    label?: string;
    showErrors?: boolean;
    search?: typeof searchDashboards;
    load?: typeof loadDashboard;
}

const idOf = (dashboard: DashboardInfo) => dashboard.id.id;

/** A dashboard searched by title (pages of 10, sorted by title, 150 ms debounce). */
export const DashboardAutocomplete = ({
    value,
    onChange,
    dashboardsScope,
    customerId,
    tenantId,
    required = false,
    disabled,
    label,
    showErrors = false,
    search = searchDashboards,
    load = loadDashboard,
}: DashboardAutocompleteProps) => {
    const translate = useTranslate();
    const authority = useAuthority();
    const ownCustomerId = useSessionDetails()?.user.customerId?.id;
    const path = dashboardListPath({ authority, dashboardsScope, customerId: customerId ?? ownCustomerId, tenantId });
    const [open, setOpen] = useState(false);
    const [text, setText] = useState('');
    const [touched, setTouched] = useState(false);
    const onMissing = useCallback(() => onChange(null), [onChange]);
    const [selected, setSelected] = useLoadedSelection(value, load, idOf, onMissing);
    const { options, loading, searchedText } = useDebouncedSearch(open, text, typed => search(path, typed, DASHBOARD_AUTOCOMPLETE_PAGE_SIZE), path ?? '');

    const showError = required && !value && (touched || showErrors);
    return (
        <Autocomplete<DashboardInfo, false, false, false>
            fullWidth
            disabled={disabled}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            options={options}
            loading={loading}
            filterOptions={items => items}
            value={selected}
            getOptionLabel={dashboard => dashboard.title}
            getOptionKey={idOf}
            isOptionEqualToValue={(option, chosen) => idOf(option) === idOf(chosen)}
            onChange={(_event, picked) => {
                setSelected(picked);
                onChange(picked ? idOf(picked) : null);
            }}
            onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
            onBlur={() => setTouched(true)}
            loadingText={translate('ra.page.loading')}
            noOptionsText={translate('dashboard.no-dashboards-matching', { entity: searchedText })}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate('dashboard.dashboard')}
                    required={required}
                    error={showError}
                    helperText={showError ? translate('dashboard.dashboard-required') : undefined}
                />
            )}
        />
    );
};
