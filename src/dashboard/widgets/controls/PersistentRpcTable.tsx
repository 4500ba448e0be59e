import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PersistentRpcDialog } from '../../../components/rpc/PersistentRpcDialog';
import { RpcStatusChip } from '../../../components/rpc/PersistentRpcTab';
import { rpcRequestOf, type PersistentRpc, type RpcStatus } from '../../../components/rpc/persistentRpc';
import { ANY_RPC_STATUS, rpcStatusOf, rpcStatusOptions } from '../../../components/rpc/rpcStatusOptions';
import { useAuthority } from '../../../components/pickers/useSessionDetails';
import { httpClient } from '../../../providers/http/httpClient';
import { formatDateTime } from '../../../providers/i18n/localeFormat';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { WidgetTable, type TableColumn } from '../cards/WidgetTable';
import type { RpcTarget } from './rpcTarget';
import { RpcTargetFrame } from './RpcTargetFrame';
import { SendRpcDialog } from './SendRpcDialog';


/** The newest stored RPCs the table reads (paged here): the device's recent history, bounded. */
const FETCHED = 100;

type ColumnId = 'rpcId' | 'messageType' | 'status' | 'method' | 'createdTime' | 'expirationTime';
const ALL_COLUMNS: readonly ColumnId[] = ['rpcId', 'messageType', 'status', 'method', 'createdTime', 'expirationTime'];


const RpcTable = ({ target, settings, title }: { target: RpcTarget; settings: Record<string, unknown>; title: string }) => {
    const translate = useTranslate();
    const [rows, setRows] = useState<PersistentRpc[] | null>(null);
    const [status, setStatus] = useState<RpcStatus | null>(null);
    const [opened, setOpened] = useState<PersistentRpc | null>(null);
    const [sending, setSending] = useState(false);
    const load = useCallback(async () => {
        const page = await httpClient.request<{ data: PersistentRpc[] }>(`/api/rpc/persistent/device/${target.deviceId}`, {
            query: { pageSize: FETCHED, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC', rpcStatus: status ?? undefined },
            ignoreLoading: true,
        });
        setRows(page.data);
    }, [target.deviceId, status]);
    useEffect(() => {
        load().catch(() => setRows([]));
    }, [load]);
    const shown = Array.isArray(settings.displayColumns) ? ALL_COLUMNS.filter(id => (settings.displayColumns as unknown[]).includes(id)) : ALL_COLUMNS;
    const texts: Record<ColumnId, (row: PersistentRpc) => string> = {
        rpcId: row => row.id.id,
        messageType: row => translate(rpcRequestOf(row).oneway ? 'widgets.control.one-way' : 'widgets.control.two-way'),
        status: row => translate(`rpc.status-${row.status}`, { _: row.status }),
        method: row => rpcRequestOf(row).method,
        createdTime: row => formatDateTime(row.createdTime),
        expirationTime: row => formatDateTime(row.expirationTime),
    };
    const columns: Array<TableColumn<PersistentRpc>> = shown.map(id => ({
        id,
        label: translate(`widgets.control.rpc-${id}`),
        text: texts[id],
        value: id === 'createdTime' || id === 'expirationTime' ? row => row[id] : undefined,
        render: id === 'status' ? row => <RpcStatusChip status={row.status} /> : undefined,
    }));
    const sortColumn = typeof settings.defaultSortOrder === 'string' ? settings.defaultSortOrder.replace(/^-/, '') : 'createdTime';
    const authority = useAuthority();
    // Customers may read the calls, not delete them (the server answers 403).
    const mayDelete = settings.allowDelete !== false && authority !== 'CUSTOMER_USER';
    return (
        <Box sx={{ position: 'absolute', inset: 0 }}>
            <WidgetTable
                label={title || translate('widgets.control.persistent-rpcs')}
                title={title || translate('widgets.control.persistent-rpcs')}
                columns={columns}
                rows={rows ?? []}
                rowKey={row => row.id.id}
                enableSearch={settings.enableFilter !== false}
                displayPagination={settings.displayPagination !== false}
                defaultPageSize={typeof settings.defaultPageSize === 'number' ? settings.defaultPageSize : 10}
                defaultSortOrder={(ALL_COLUMNS as readonly string[]).includes(sortColumn) ? { column: sortColumn, direction: String(settings.defaultSortOrder ?? '-').startsWith('-') ? 'desc' : 'asc' } : null}
                stickyHeader={settings.enableStickyHeader !== false}
                emptyText={rows === null ? '' : translate(status ? 'rpc.no-rpc-with-status' : 'widgets.control.no-persistent-rpcs')}
                // displayDetails: a row opens the call with its request and response (and Delete, when allowed).
                onRowClick={settings.displayDetails === false ? undefined : setOpened}
                toolbarActions={
                    <>
                        <TextField
                            select
                            size="small"
                            variant="standard"
                            value={status ?? ANY_RPC_STATUS}
                            onChange={event => setStatus(rpcStatusOf(event.target.value))}
                            slotProps={{ htmlInput: { 'aria-label': translate('rpc.status') } }}
                            sx={{ minWidth: 110 }}
                        >
                            {rpcStatusOptions(translate)}
                        </TextField>
                        {settings.allowSendRequest !== false && (
                            <Tooltip title={translate('widgets.control.send-rpc')}>
                                <IconButton size="small" aria-label={translate('widgets.control.send-rpc')} onClick={() => setSending(true)}>
                                    <AddIcon fontSize="small" />
                                </IconButton>
                            </Tooltip>
                        )}
                        <Tooltip title={translate('widgets.control.refresh')}>
                            <IconButton size="small" aria-label={translate('widgets.control.refresh')} onClick={() => void load()}>
                                <RefreshIcon fontSize="small" />
                            </IconButton>
                        </Tooltip>
                    </>
                }
            />
            {opened && (
                <PersistentRpcDialog
                    rpcId={opened.id.id}
                    listed={opened}
                    mayDelete={mayDelete}
                    onClose={() => setOpened(null)}
                    onDeleted={() => {
                        setOpened(null);
                        void load();
                    }}
                />
            )}
            {sending && (
                <SendRpcDialog
                    deviceId={target.deviceId}
                    onClose={() => setSending(false)}
                    onSent={() => {
                        setSending(false);
                        void load();
                    }}
                />
            )}
        </Box>
    );
};

/**
 * ThingsBoard's Persistent RPC table: the target device's stored RPCs, newest first (id, one- or
 * two-way, status, method, created and expiration times, as `displayColumns` chooses), filtered by
 * status, searchable, paged and refreshed on request; a row opens its request and response
 * (`displayDetails`) where it is deleted after a confirmation (`allowDelete`), and new persistent
 * requests are sent from the toolbar (`allowSendRequest`).
 */
export const PersistentRpcTable = ({ widget }: WidgetComponentProps) => {
    const settings = widget.config.settings ?? {};
    return (
        <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title="">
            {target => <RpcTable target={target} settings={settings} title="" />}
        </RpcTargetFrame>
    );
};
