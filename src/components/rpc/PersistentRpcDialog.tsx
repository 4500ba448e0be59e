import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { httpClient } from '../../providers/http/httpClient';
import { JsonObjectViewer } from '../editors/JsonObjectViewer';
import { RpcStatusChip } from './PersistentRpcTab';
import { rpcRequestOf, type PersistentRpc } from './persistentRpc';

export interface PersistentRpcDialogProps {
    rpcId: string;
    /** The call as the list showed it, until its own read answers. */
    listed: PersistentRpc;
    mayDelete: boolean;
    onClose: () => void;
    onDeleted: () => void;
}

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', minHeight: 28 }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: 140, flexShrink: 0 }}>
            {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ minWidth: 0, wordBreak: 'break-all' }}>
            {children}
        </Typography>
    </Stack>
);

/** One stored call read afresh (GET /api/rpc/persistent/{id}): request, response and times; Delete asks first. */
export const PersistentRpcDialog = ({ rpcId, listed, mayDelete, onClose, onDeleted }: PersistentRpcDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [confirming, setConfirming] = useState(false);
    const [deleting, setDeleting] = useState(false);
    const read = useQuery({
        queryKey: ['persistentRpcCall', rpcId],
        queryFn: ({ signal }) => httpClient.request<PersistentRpc>(`/api/rpc/persistent/${rpcId}`, { signal }),
    });
    const rpc = read.data ?? listed;
    const { method, params, oneway } = rpcRequestOf(rpc);

    const remove = async () => {
        setDeleting(true);
        try {
            await httpClient.request(`/api/rpc/persistent/${rpcId}`, { method: 'DELETE' });
        } catch {
            setDeleting(false);
            setConfirming(false);
            return; // already reported by the http client
        }
        notify('rpc.deleted', { type: 'info' });
        onDeleted();
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="persistent-rpc-title">
            <DialogTitle id="persistent-rpc-title">{translate('rpc.details-of', { method })}</DialogTitle>
            <DialogContent dividers>
                <Stack sx={{ gap: 1 }}>
                    <Field label={translate('rpc.id')}>{rpc.id.id}</Field>
                    <Field label={translate('rpc.status')}>
                        <RpcStatusChip status={rpc.status} />
                    </Field>
                    <Field label={translate('rpc.method')}>{method}</Field>
                    {oneway !== null && <Field label={translate('rpc.kind')}>{translate(oneway ? 'rpc.oneway' : 'rpc.twoway')}</Field>}
                    <Field label={translate('rpc.created-time')}>{formatDateTime(rpc.createdTime)}</Field>
                    <Field label={translate('rpc.expiration-time')}>{formatDateTime(rpc.expirationTime)}</Field>
                    <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate('rpc.params')}</Typography>
                    <JsonObjectViewer value={params} label={translate('rpc.params')} />
                    <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate('rpc.response')}</Typography>
                    {rpc.response === null || rpc.response === undefined ? (
                        <Typography variant="body2" color="text.secondary">{translate('rpc.no-response')}</Typography>
                    ) : (
                        <JsonObjectViewer value={rpc.response} label={translate('rpc.response')} />
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                {mayDelete && !confirming && (
                    <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
                        {translate('action.delete')}
                    </Button>
                )}
                {confirming && (
                    <>
                        <Typography variant="body2" sx={{ mr: 'auto', pl: 1 }}>{translate('rpc.delete-confirm')}</Typography>
                        <Button onClick={() => setConfirming(false)} disabled={deleting}>{translate('entity.no')}</Button>
                        <Button color="error" variant="contained" onClick={() => void remove()} disabled={deleting}>{translate('entity.yes')}</Button>
                    </>
                )}
                {!confirming && <Button onClick={onClose}>{translate('action.close')}</Button>}
            </DialogActions>
        </Dialog>
    );
};
