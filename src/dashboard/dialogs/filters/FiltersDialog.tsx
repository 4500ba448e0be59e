import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { keyFilterText } from '../../../components/keyFilters/keyFilterText';
import type { DashboardFilter } from '../../model/dashboardConfig';
import { keyFilterFromInfo } from './dashboardFilterModel';
import { FilterDialog } from './FilterDialog';

export interface FiltersDialogProps {
    /** configuration.filters: filter id to filter (null in older dashboards). */
    filters: Record<string, DashboardFilter> | null | undefined;
    onSave(filters: Record<string, DashboardFilter>): void;
    onClose(): void;
}

type Editing = { filter: DashboardFilter | null } | null;

/** The dashboard's filters, each a name and key filters that datasources may apply; saved together. */
export const FiltersDialog = ({ filters: initial, onSave, onClose }: FiltersDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [filters, setFilters] = useState<DashboardFilter[]>(() => Object.values(initial ?? {}));
    const [editing, setEditing] = useState<Editing>(null);
    const saveFilter = (saved: DashboardFilter) => {
        setFilters(current => (current.some(filter => filter.id === saved.id) ? current.map(filter => (filter.id === saved.id ? saved : filter)) : [...current, saved]));
        setEditing(null);
    };
    return (
        <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={fullScreen} aria-labelledby="dashboard-filters-title">
            <DialogTitle id="dashboard-filters-title">{translate('filter.filters')}</DialogTitle>
            <DialogContent dividers sx={{ minHeight: 200 }}>
                {filters.length === 0 ? (
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{translate('filter.no-filters')}</Typography>
                ) : (
                    <List dense disablePadding aria-label={translate('filter.filters')}>
                        {filters.map((filter, index) => (
                            <ListItem
                                key={filter.id}
                                divider={index < filters.length - 1}
                                secondaryAction={
                                    <>
                                        <IconButton aria-label={`${translate('filter.edit')} ${filter.filter}`} onClick={() => setEditing({ filter })} size="small">
                                            <EditIcon fontSize="small" />
                                        </IconButton>
                                        <IconButton aria-label={`${translate('filter.delete')} ${filter.filter}`} onClick={() => setFilters(filters.filter(other => other.id !== filter.id))} size="small">
                                            <DeleteIcon fontSize="small" />
                                        </IconButton>
                                    </>
                                }
                                sx={{ pr: 11 }}
                            >
                                <ListItemText
                                    primary={
                                        <Stack component="span" direction="row" spacing={1} alignItems="center">
                                            <span>{filter.filter}</span>
                                            {filter.editable !== false && <Chip component="span" size="small" variant="outlined" label={translate('filter.editable')} />}
                                        </Stack>
                                    }
                                    secondary={filter.keyFilters.map(info => keyFilterText(keyFilterFromInfo(info), translate)).join(` ${translate('filter.operation.and')} `)}
                                    slotProps={{ primary: { component: 'span' }, secondary: { sx: { fontFamily: 'monospace', wordBreak: 'break-word' } } }}
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
            </DialogContent>
            <DialogActions sx={{ justifyContent: 'space-between' }}>
                <Button startIcon={<AddIcon />} onClick={() => setEditing({ filter: null })}>{translate('filter.add')}</Button>
                <span>
                    <Button onClick={onClose}>{translate('action.cancel')}</Button>
                    <Button variant="contained" onClick={() => onSave(Object.fromEntries(filters.map(filter => [filter.id, filter])))}>{translate('action.save')}</Button>
                </span>
            </DialogActions>
            {editing && <FilterDialog filter={editing.filter} filters={filters} onSave={saveFilter} onClose={() => setEditing(null)} />}
        </Dialog>
    );
};
