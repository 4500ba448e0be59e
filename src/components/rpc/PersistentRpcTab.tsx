import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityType } from '../../../resources/kernel';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { httpClient } from '../../providers/http/httpClient';
import { FROM, PAGE_SIZES, TimePagedTable, type TimePagedColumn } from '../events/TimePagedTable';
import { useAuthority } from '../pickers/useSessionDetails';
import { PersistentRpcDialog } from './PersistentRpcDialog';
import { rpcListQuery, rpcRequestOf, rpcStatusColor, type PersistentRpc, type RpcStatus } from './persistentRpc';
import { ANY_RPC_STATUS, rpcStatusOf, rpcStatusOptions } from './rpcStatusOptions';

interface RpcPage {
    data: PersistentRpc[];
    totalElements: number;
}


/** A stored call's status as a coloured chip. */
export const RpcStatusChip = ({ status }: { status: RpcStatus }) => {
    const translate = useTranslate();
    return <Chip size="small" variant="outlined" color={rpcStatusColor(status)} label={translate(`rpc.status-${status}`)} />;
};

const columns: Array<TimePagedColumn<PersistentRpc>> = [
    { key: 'createdTime', label: 'rpc.created-time', sort: 'createdTime', sx: { whiteSpace: 'nowrap' }, render: rpc => formatDateTime(rpc.createdTime) },
    { key: 'method', label: 'rpc.method', render: rpc => rpcRequestOf(rpc).method },
    { key: 'status', label: 'rpc.status', render: rpc => <RpcStatusChip status={rpc.status} /> },
    { key: 'expirationTime', label: 'rpc.expiration-time', sort: 'expirationTime', sx: { ...FROM.sm, whiteSpace: 'nowrap' }, render: rpc => formatDateTime(rpc.expirationTime) },
];

/**
 * A device's persistent RPC calls (ThingsBoard's persistent RPC table): newest first, filtered by
 * status, each opened in a dialog with its request and response, where a tenant admin deletes it.
 */
export const PersistentRpcTab = ({ entityId }: { entityType: EntityType; entityId: string }) => {
    const translate = useTranslate();
    const mayDelete = useAuthority() === 'TENANT_ADMIN';
    const [params, setParams] = useState({ page: 0, pageSize: PAGE_SIZES[0]!, sortProperty: 'createdTime', sortOrder: 'DESC' as 'ASC' | 'DESC', status: null as RpcStatus | null });
    const update = (change: Partial<typeof params>) => setParams(current => ({ ...current, page: 0, ...change }));
    const [opened, setOpened] = useState<PersistentRpc | null>(null);

    const calls = useQuery({
        queryKey: ['persistentRpc', entityId, params],
        queryFn: ({ signal }) => httpClient.request<RpcPage>(`/api/rpc/persistent/device/${entityId}`, { query: rpcListQuery(params), signal }),
    });

    return (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56, flexWrap: 'wrap' }}>
                <TextField
                    select
                    size="small"
                    label={translate('rpc.status')}
                    value={params.status ?? ANY_RPC_STATUS}
                    onChange={event => update({ status: rpcStatusOf(event.target.value) })}
                    fullWidth={false}
                    sx={{ width: 200 }}
                >
                    {rpcStatusOptions(translate)}
                </TextField>
                <Box sx={{ flexGrow: 1 }} />
                <Tooltip title={translate('action.refresh')}>
                    <IconButton aria-label={translate('action.refresh')} onClick={() => void calls.refetch()}>
                        <RefreshIcon />
                    </IconButton>
                </Tooltip>
            </Stack>
            <TimePagedTable
                label={translate('rpc.persistent-rpc')}
                columns={columns}
                rows={calls.data?.data ?? []}
                rowKey={rpc => rpc.id.id}
                total={calls.data?.totalElements ?? 0}
                loading={calls.isFetching}
                emptyText={translate(params.status ? 'rpc.no-rpc-with-status' : 'rpc.no-rpc')}
                page={params.page}
                pageSize={params.pageSize}
                sortProperty={params.sortProperty}
                sortOrder={params.sortOrder}
                onSort={(sortProperty, sortOrder) => update({ sortProperty, sortOrder })}
                onPage={page => setParams(current => ({ ...current, page }))}
                onPageSize={pageSize => update({ pageSize })}
                rowAction={rpc => (
                    <Tooltip title={translate('rpc.details')}>
                        <IconButton size="small" aria-label={translate('rpc.details-of', { method: rpcRequestOf(rpc).method })} onClick={() => setOpened(rpc)}>
                            <InfoOutlinedIcon fontSize="small" />
                        </IconButton>
                    </Tooltip>
                )}
            />
            {opened && (
                <PersistentRpcDialog
                    rpcId={opened.id.id}
                    listed={opened}
                    mayDelete={mayDelete}
                    onClose={() => setOpened(null)}
                    onDeleted={() => {
                        setOpened(null);
                        void calls.refetch();
                    }}
                />
            )}
        </Paper>
    );
};
