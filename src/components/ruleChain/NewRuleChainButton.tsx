import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { httpClient } from '../../providers/http/httpClient';

export interface NewRuleChainButtonProps {
    /** i18n key of the button and of the dialog's title. */
    label: string;
    icon: ReactNode;
    /** i18n key of a sentence under the title. */
    explanation?: string;
    /** Where the new chain is POSTed, and the body for the name typed. */
    path: string;
    body: (name: string) => object;
    buttonProps?: ButtonProps;
}

/** A button whose dialog asks for a name, creates a rule chain with it and opens it in the editor. */
export const NewRuleChainButton = ({ label, icon, explanation, path, body, buttonProps }: NewRuleChainButtonProps) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const titleId = useId();
    const [open, setOpen] = useState(false);
    const [name, setName] = useState('');
    const [busy, setBusy] = useState(false);
    const valid = name.trim() !== '';
    const create = async () => {
        setBusy(true);
        try {
            const created = await httpClient.request<{ id: { id: string } }>(path, { method: 'POST', body: body(name.trim()) });
            setOpen(false);
            navigate(`/ruleChains/${created.id.id}`);
        } catch {
            // Shown by the error catalogue.
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button size="small" startIcon={icon} onClick={() => setOpen(true)} {...buttonProps}>
                {translate(label)}
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
                <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
                <DialogContent sx={{ pt: '8px !important' }}>
                    {explanation && <DialogContentText sx={{ mb: 2 }}>{translate(explanation)}</DialogContentText>}
                    <TextField
                        autoFocus
                        fullWidth
                        required
                        label={translate('rulechain.name')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                        onKeyDown={event => event.key === 'Enter' && valid && !busy && void create()}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>{translate('action.cancel')}</Button>
                    <Button variant="contained" disabled={busy || !valid} onClick={() => void create()}>
                        {translate('action.add')}
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
