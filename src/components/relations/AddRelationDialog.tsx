import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EntityAutocomplete } from '../pickers/EntityAutocomplete';
import { EntityTypeSelect } from '../pickers/EntityTypeSelect';
import { RelationTypeAutocomplete } from '../pickers/RelationTypeAutocomplete';
import { relationTypeError } from '../pickers/relationTypes';
import { parseAdditionalInfo } from './additionalInfo';
import { newRelation, type EntityRef, type RelationDirection } from './relationRows';

export interface AddRelationDialogProps {
    /** This entity's end of the new relation: FROM makes it the "from" entity. */
    direction: RelationDirection;
    entity: EntityRef;
    /** Relation types already in use, suggested besides Contains and Manages. */
    knownTypes: readonly string[];
    onCancel: () => void;
    onSave: (relation: ReturnType<typeof newRelation>) => Promise<void>;
}

/** Adds a relation between this entity and another picked by type and name, with optional JSON additional info. */
export const AddRelationDialog = ({ direction, entity, knownTypes, onCancel, onSave }: AddRelationDialogProps) => {
    const translate = useTranslate();
    const [type, setType] = useState<string | null>(null);
    const [otherType, setOtherType] = useState<string | null>(entity.entityType);
    const [otherId, setOtherId] = useState<string | null>(null);
    const [infoText, setInfoText] = useState('');
    const [saving, setSaving] = useState(false);
    const info = parseAdditionalInfo(infoText);
    const valid = relationTypeError(type, true) === null && otherType !== null && otherId !== null && info.valid;
    const side = direction === 'FROM' ? 'to' : 'from';

    const save = async () => {
        if (!valid || !info.valid) return;
        setSaving(true);
        try {
            await onSave(newRelation(direction, entity, { entityType: otherType, id: otherId }, type!, info.value));
        } catch {
            // The http client has already reported the failure; the dialog stays open to retry.
        } finally {
            setSaving(false);
        }
    };

    return (
        <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
            <DialogTitle>{translate('relation.add')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <RelationTypeAutocomplete value={type} onChange={setType} additionalRelationTypes={knownTypes} required />
                    <EntityTypeSelect value={otherType} onChange={setOtherType} required label={translate(`relation.${side}-entity-type`)} />
                    <EntityAutocomplete
                        entityType={otherType}
                        value={otherId}
                        onChange={id => setOtherId(id)}
                        excludeEntityIds={otherType === entity.entityType ? [entity.id] : []}
                        required
                        label={translate(`relation.${side}-entity`)}
                    />
                    <TextField
                        label={translate('relation.additional-info')}
                        value={infoText}
                        onChange={event => setInfoText(event.target.value)}
                        multiline
                        minRows={3}
                        error={!info.valid}
                        helperText={info.valid ? undefined : translate('relation.invalid-additional-info')}
                        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={() => void save()} disabled={!valid || saving}>{translate('action.add')}</Button>
            </DialogActions>
        </Dialog>
    );
};
