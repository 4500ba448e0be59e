import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { KeyFilterList } from '../../../components/keyFilters/KeyFilterList';
import type { DynamicSourceType } from '../../../components/keyFilters/keyFilterModel';
import type { DashboardFilter } from '../../model/dashboardConfig';
import { useNamedItemForm } from '../uniqueName';
import { dashboardFilterErrors, keyFilterFromInfo, keyFilterToInfo, newDashboardFilter } from './dashboardFilterModel';

/** Dashboard filters take dynamic values from the viewer's tenant, customer or user (no device here). */
const DASHBOARD_DYNAMIC_SOURCES: readonly DynamicSourceType[] = ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER'];

export interface FilterDialogProps {
    /** The filter to edit; null adds one. */
    filter: DashboardFilter | null;
    /** The dashboard's other filters: a name must differ from theirs. */
    filters: readonly DashboardFilter[];
    onSave(filter: DashboardFilter): void;
    onClose(): void;
}

/** One dashboard filter: its name, whether viewers may edit it, and its key filters. */
export const FilterDialog = ({ filter: initial, filters, onSave, onClose }: FilterDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [filter, setFilter] = useState<DashboardFilter>(() => initial ?? newDashboardFilter());
    const errors = dashboardFilterErrors(filter, filters);
    const { submitted, nameError, trySave } = useNamedItemForm(errors, 'filter', filter.filter, initial?.filter ?? '');
    const save = () => {
        if (trySave()) onSave({ ...filter, filter: filter.filter.trim() });
    };
    return (
        <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="dashboard-filter-title">
            <DialogTitle id="dashboard-filter-title">{translate(initial ? 'filter.edit' : 'filter.add')}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
                        <TextField size="small" autoFocus required label={translate('filter.name')} value={filter.filter} onChange={event => setFilter({ ...filter, filter: event.target.value })} error={!!nameError} helperText={nameError} sx={{ flex: 1 }} />
                        <FormControlLabel control={<Checkbox checked={filter.editable !== false} onChange={event => setFilter({ ...filter, editable: event.target.checked })} />} label={translate('filter.editable')} />
                    </Stack>
                    <Typography variant="subtitle2">{translate('filter.key-filters')}</Typography>
                    <KeyFilterList
                        value={filter.keyFilters.map(keyFilterFromInfo)}
                        onChange={keyFilters => setFilter({ ...filter, keyFilters: keyFilters.map((keyFilter, index) => keyFilterToInfo(keyFilter, filter.keyFilters[index])) })}
                        dynamicSources={DASHBOARD_DYNAMIC_SOURCES}
                        error={submitted && errors.keyFilters ? errors.keyFilters : null}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={save}>{translate(initial ? 'action.save' : 'action.add')}</Button>
            </DialogActions>
        </Dialog>
    );
};
