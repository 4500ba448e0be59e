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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityAlias } from '../../model/dashboardConfig';
import { ALIAS_FILTER_TYPE_LABELS } from './aliasFilterModel';
import { EntityAliasDialog } from './EntityAliasDialog';

export interface EntityAliasesDialogProps {
    /** configuration.entityAliases: alias id to alias. */
    aliases: Record<string, EntityAlias>;
    /** The edited map, in the listed order. */
    onSave(aliases: Record<string, EntityAlias>): void;
    onClose(): void;
}

type Editing = { alias: EntityAlias | null } | null;

/** The dashboard's entity aliases: listed with their filter type, added, edited and deleted; saved together. */
export const EntityAliasesDialog = ({ aliases: initial, onSave, onClose }: EntityAliasesDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [aliases, setAliases] = useState<EntityAlias[]>(() => Object.values(initial));
    const [editing, setEditing] = useState<Editing>(null);
    const saveAlias = (saved: EntityAlias) => {
        setAliases(current => (current.some(alias => alias.id === saved.id) ? current.map(alias => (alias.id === saved.id ? saved : alias)) : [...current, saved]));
        setEditing(null);
    };
    return (
        <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={fullScreen} aria-labelledby="entity-aliases-title">
            <DialogTitle id="entity-aliases-title">{translate('alias.aliases')}</DialogTitle>
            <DialogContent dividers sx={{ minHeight: 200 }}>
                {aliases.length === 0 ? (
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{translate('alias.no-aliases')}</Typography>
                ) : (
                    <List dense disablePadding aria-label={translate('alias.aliases')}>
                        {aliases.map((alias, index) => (
                            <ListItem
                                key={alias.id}
                                divider={index < aliases.length - 1}
                                secondaryAction={
                                    <>
                                        <IconButton aria-label={`${translate('alias.edit')} ${alias.alias}`} onClick={() => setEditing({ alias })} size="small">
                                            <EditIcon fontSize="small" />
                                        </IconButton>
                                        <IconButton aria-label={`${translate('alias.delete')} ${alias.alias}`} onClick={() => setAliases(aliases.filter(other => other.id !== alias.id))} size="small">
                                            <DeleteIcon fontSize="small" />
                                        </IconButton>
                                    </>
                                }
                                sx={{ pr: 11 }}
                            >
                                <ListItemText
                                    primary={alias.alias}
                                    secondary={
                                        <Chip component="span" size="small" variant="outlined" sx={{ mt: 0.5 }} label={translate(ALIAS_FILTER_TYPE_LABELS[alias.filter.type] ?? 'alias.unknown-filter-type')} />
                                    }
                                    slotProps={{ secondary: { component: 'span' } }}
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
            </DialogContent>
            <DialogActions sx={{ justifyContent: 'space-between' }}>
                <Button startIcon={<AddIcon />} onClick={() => setEditing({ alias: null })}>{translate('alias.add')}</Button>
                <span>
                    <Button onClick={onClose}>{translate('action.cancel')}</Button>
                    <Button variant="contained" onClick={() => onSave(Object.fromEntries(aliases.map(alias => [alias.id, alias])))}>{translate('action.save')}</Button>
                </span>
            </DialogActions>
            {editing && <EntityAliasDialog alias={editing.alias} aliases={aliases} onSave={saveAlias} onClose={() => setEditing(null)} />}
        </Dialog>
    );
};
