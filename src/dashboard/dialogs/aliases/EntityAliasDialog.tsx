import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityAlias, EntityAliasFilterType } from '../../model/dashboardConfig';
import { useNamedItemForm } from '../uniqueName';
import { AliasFilterEditor } from './AliasFilterEditor';
import { AliasPreview } from './AliasPreview';
import { ALIAS_FILTER_TYPE_LABELS, ALIAS_FILTER_TYPES, aliasErrors, aliasFilterErrors, canResolveMultiple, newAliasFilter, newAliasId } from './aliasFilterModel';

export interface EntityAliasDialogProps {
    /** The alias to edit; null or absent adds a new one (its name may be prefilled with `initialName`). */
    alias?: EntityAlias | null;
    /** The dashboard's other aliases: a name must differ from theirs. */
    aliases: Record<string, EntityAlias> | readonly EntityAlias[];
    /** The typed text of a datasource's alias select ('create new alias'). */
    initialName?: string;
    /** Narrows the offered filter types (an RPC widget's target is a device). */
    allowedFilterTypes?: readonly EntityAliasFilterType[];
    onSave(alias: EntityAlias): void;
    onClose(): void;
}

const aliasList = (aliases: EntityAliasDialogProps['aliases']): EntityAlias[] => (Array.isArray(aliases) ? [...aliases] : Object.values(aliases));

/** Adds or edits one entity alias: a unique name, a filter of one of 15 types, and what it resolves to now. */
export const EntityAliasDialog = ({ alias: initial, aliases, initialName = '', allowedFilterTypes = ALIAS_FILTER_TYPES, onSave, onClose }: EntityAliasDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [alias, setAlias] = useState<EntityAlias>(() => initial ?? { id: newAliasId(), alias: initialName, filter: newAliasFilter(allowedFilterTypes[0] ?? 'singleEntity') });
    const errors = aliasErrors(alias, aliasList(aliases));
    const filterComplete = Object.keys(aliasFilterErrors(alias.filter)).length === 0;
    const { submitted, nameError, trySave } = useNamedItemForm(errors, 'alias', alias.alias, initialName);
    const save = () => {
        if (trySave()) onSave({ ...alias, alias: alias.alias.trim() });
    };
    return (
        <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={fullScreen} aria-labelledby="entity-alias-title">
            <DialogTitle id="entity-alias-title">{translate(initial ? 'alias.edit' : 'alias.add')}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <TextField size="small" autoFocus required label={translate('alias.name')} value={alias.alias} onChange={event => setAlias({ ...alias, alias: event.target.value })} error={!!nameError} helperText={nameError} />
                    {canResolveMultiple(alias.filter.type) && (
                        <FormControlLabel
                            control={<Checkbox checked={alias.filter.resolveMultiple === true} onChange={event => setAlias({ ...alias, filter: { ...alias.filter, resolveMultiple: event.target.checked } })} />}
                            label={translate('alias.resolve-multiple')}
                        />
                    )}
                    <Divider />
                    <Typography variant="subtitle2">{translate('alias.entity-filter')}</Typography>
                    <TextField select size="small" required label={translate('alias.filter-type')} value={alias.filter.type} onChange={event => setAlias({ ...alias, filter: newAliasFilter(event.target.value as EntityAliasFilterType) })}>
                        {allowedFilterTypes.map(type => (
                            <MenuItem key={type} value={type}>{translate(ALIAS_FILTER_TYPE_LABELS[type])}</MenuItem>
                        ))}
                    </TextField>
                    {/* Remount per type: the pickers keep the entity type they show. */}
                    <AliasFilterEditor key={alias.filter.type} filter={alias.filter} onChange={filter => setAlias({ ...alias, filter })} showErrors={submitted} />
                    {filterComplete && <AliasPreview filter={alias.filter} />}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={save}>{translate(initial ? 'action.save' : 'action.add')}</Button>
            </DialogActions>
        </Dialog>
    );
};
