import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { RuleChain } from '../../generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';

/** A new, empty edge rule chain (type EDGE), opened in the rule chain editor. */
export const CreateEdgeRuleChainButton = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [open, setOpen] = useState(false);
    const [name, setName] = useState('');
    const [busy, setBusy] = useState(false);
    const create = async () => {
        setBusy(true);
        try {
            const created = await httpClient.request<RuleChain>('/api/ruleChain', { method: 'POST', body: { name: name.trim(), type: 'EDGE' } });
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
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
                {translate('rulechain.add')}
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="edge-rule-chain-create-title">
                <DialogTitle id="edge-rule-chain-create-title">{translate('rulechain.add')}</DialogTitle>
                <DialogContent sx={{ pt: '8px !important' }}>
                    <TextField
                        autoFocus
                        fullWidth
                        required
                        label={translate('rulechain.name')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                        onKeyDown={event => event.key === 'Enter' && name.trim() !== '' && void create()}
                    />
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
