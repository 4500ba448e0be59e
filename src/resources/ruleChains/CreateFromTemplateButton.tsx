import PostAddIcon from '@mui/icons-material/PostAdd';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { RuleChain } from '../../components/ruleChain/ruleChainModel';
import { httpClient } from '../../providers/http/httpClient';

/** A new chain from the device-profile template (POST /api/ruleChain/device/default), opened in the editor. */
export const CreateFromTemplateButton = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [open, setOpen] = useState(false);
    const [name, setName] = useState('');
    const [busy, setBusy] = useState(false);
    const create = async () => {
        setBusy(true);
        try {
            const created = await httpClient.request<RuleChain>('/api/ruleChain/device/default', { method: 'POST', body: { name: name.trim() } });
            setOpen(false);
            navigate(`/ruleChains/${created.id.id}`);
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button size="small" startIcon={<PostAddIcon />} onClick={() => setOpen(true)} sx={{ mr: 1 }}>
                {translate('rulechain.create-from-template')}
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="rule-chain-template-title">
                <DialogTitle id="rule-chain-template-title">{translate('rulechain.create-from-template')}</DialogTitle>
                <DialogContent>
                    <DialogContentText sx={{ mb: 2 }}>{translate('rulechain.create-from-template-text')}</DialogContentText>
                    <TextField autoFocus fullWidth required label={translate('rulechain.name')} value={name} onChange={event => setName(event.target.value)} />
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>{translate('action.cancel')}</Button>
                    <Button variant="contained" disabled={busy || name.trim() === ''} onClick={() => void create()}>
                        {translate('action.add')}
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
