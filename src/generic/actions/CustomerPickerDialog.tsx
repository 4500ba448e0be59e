import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import MuiButton from '@mui/material/Button';
import { Form, useTranslate } from 'react-admin';
import { EntityReferenceInput } from '../inputs/EntityReferenceInput';

interface CustomerPickerDialogProps {
    open: boolean;
    /** The entity's name, quoted in the prompt (never its kind: a noun in a frame breaks other languages' grammar). */
    entityTitle: string;
    onClose: () => void;
    onPick: (customerId: string) => Promise<unknown>;
}

/** "Assign to customer": pick one customer of the tenant, searched as one types. */
export const CustomerPickerDialog = ({ open, entityTitle, onClose, onPick }: CustomerPickerDialogProps) => {
    const translate = useTranslate();
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" onClick={event => event.stopPropagation()}>
            {/* A form of its own, not the entity's: it starts with no customer picked. */}
            <Form
                record={{}}
                onSubmit={async (values: Record<string, unknown>) => {
                    const picked = values.customerId as { id: string } | null;
                    if (picked) await onPick(picked.id);
                }}
            >
                <DialogTitle>{translate('entity.assign-to-customer')}</DialogTitle>
                <DialogContent>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('entity.assign-to-customer-text', { title: entityTitle })}
                    </Typography>
                    <EntityReferenceInput
                        source="customerId"
                        label={translate('entity.customer')}
                        reference="customers"
                        requiredKey="entity.customer-required"
                        isRequired
                    />
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={onClose}>{translate('entity.cancel')}</MuiButton>
                    <MuiButton type="submit" variant="contained">
                        {translate('entity.assign')}
                    </MuiButton>
                </DialogActions>
            </Form>
        </Dialog>
    );
};
