import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../providers/http/httpClient';
import { EntityAutocomplete } from '../pickers/EntityAutocomplete';
import type { EdgeEntityKind } from './edgeEntityKinds';

interface AssignToEdgeDialogProps {
    edgeId: string;
    kind: EdgeEntityKind;
    /** Already on the edge: not offered again. */
    assignedIds: readonly string[];
    onClose: (assigned: boolean) => void;
}

/** Picks one entity of the kind by name and assigns it to the edge. */
export const AssignToEdgeDialog = ({ edgeId, kind, assignedIds, onClose }: AssignToEdgeDialogProps) => {
    const translate = useTranslate();
    const [entityId, setEntityId] = useState<string | null>(null);
    const [pending, setPending] = useState(false);
    const assign = async () => {
        if (!entityId) return;
        setPending(true);
        try {
            await httpClient.request(`/api/edge/${edgeId}/${kind.singular}/${entityId}`, { method: 'POST' });
            onClose(true);
        } catch {
            // The error catalogue has shown why.
            setPending(false);
        }
    };
    return (
        <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="assign-to-edge-title">
            <DialogTitle id="assign-to-edge-title">{translate('edge.assign-to-edge-title', { entities: translate(kind.title) })}</DialogTitle>
            <DialogContent sx={{ pt: '8px !important' }}>
                <EntityAutocomplete
                    entityType={kind.entityType}
                    subType={kind.subType ?? null}
                    excludeEntityIds={assignedIds}
                    value={entityId}
                    onChange={id => setEntityId(id)}
                    required
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={() => onClose(false)}>{translate('action.cancel')}</Button>
                <Button variant="contained" disabled={!entityId || pending} onClick={() => void assign()}>
                    {translate('action.assign')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
