import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { httpClient } from '../../../providers/http/httpClient';
import { formatDateTime } from '../../../providers/i18n/localeFormat';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { WidgetTable, type TableColumn } from '../cards/WidgetTable';
import type { RpcTarget } from './rpcTarget';
import { RpcTargetFrame } from './RpcTargetFrame';

/** A stored RPC as `GET /api/rpc/persistent/device/{deviceId}` lists it. */
export interface PersistentRpc {
    id: { id: string };
    createdTime: number;
    expirationTime: number;
    status: string;
    request?: { oneway?: boolean; body?: { method?: string } } | null;
    response?: unknown;
}

/** The newest stored RPCs the table reads (paged here): the device's recent history, bounded. */
const FETCHED = 100;

type ColumnId = 'rpcId' | 'messageType' | 'status' | 'method' | 'createdTime' | 'expirationTime';
const ALL_COLUMNS: readonly ColumnId[] = ['rpcId', 'messageType', 'status', 'method', 'createdTime', 'expirationTime'];

const RpcTable = ({ target, settings, title }: { target: RpcTarget; settings: Record<string, unknown>; title: string }) => {
    const translate = useTranslate();
    const [rows, setRows] = useState<PersistentRpc[] | null>(null);
    const [deleting, setDeleting] = useState<PersistentRpc | null>(null);
    const load = useCallback(async () => {
        const page = await httpClient.request<{ data: PersistentRpc[] }>(`/api/rpc/persistent/device/${target.deviceId}`, {
            query: { pageSize: FETCHED, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC' },
            ignoreLoading: true,
        });
        setRows(page.data);
    }, [target.deviceId]);
    useEffect(() => {
        load().catch(() => setRows([]));
    }, [load]);
    const shown = Array.isArray(settings.displayColumns) ? ALL_COLUMNS.filter(id => (settings.displayColumns as unknown[]).includes(id)) : ALL_COLUMNS;
    const texts: Record<ColumnId, (row: PersistentRpc) => string> = {
        rpcId: row => row.id.id,
        messageType: row => translate(row.request?.oneway ? 'widgets.control.one-way' : 'widgets.control.two-way'),
        status: row => row.status,
        method: row => row.request?.body?.method ?? '',
        createdTime: row => formatDateTime(row.createdTime),
        expirationTime: row => formatDateTime(row.expirationTime),
    };
    const columns: Array<TableColumn<PersistentRpc>> = shown.map(id => ({
        id,
        label: translate(`widgets.control.rpc-${id}`),
        text: texts[id],
        value: id === 'createdTime' || id === 'expirationTime' ? row => row[id] : undefined,
    }));
    const sortColumn = typeof settings.defaultSortOrder === 'string' ? settings.defaultSortOrder.replace(/^-/, '') : 'createdTime';
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
                emptyText={rows === null ? '' : translate('widgets.control.no-persistent-rpcs')}
                rowActions={
                    settings.allowDelete === false
                        ? undefined
                        : row => (
                              <Tooltip title={translate('ra.action.delete')}>
                                  <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={() => setDeleting(row)}>
                                      <DeleteIcon fontSize="small" />
                                  </IconButton>
                              </Tooltip>
                          )
                }
            />
            <Tooltip title={translate('widgets.control.refresh')}>
                <IconButton size="small" aria-label={translate('widgets.control.refresh')} onClick={() => void load()} sx={{ position: 'absolute', top: 4, right: settings.enableFilter !== false ? 40 : 4 }}>
                    <RefreshIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            {deleting && (
                <Confirm
                    isOpen
                    title="widgets.control.delete-rpc-title"
                    content="widgets.control.delete-rpc-text"
                    confirm="ra.action.delete"
                    confirmColor="warning"
                    onClose={() => setDeleting(null)}
                    onConfirm={() =>
                        httpClient.request(`/api/rpc/persistent/${deleting.id.id}`, { method: 'DELETE' }).then(
                            () => {
                                setDeleting(null);
                                void load();
                            },
                            () => setDeleting(null),
                        )
                    }
                />
            )}
        </Box>
    );
};

/**
 * ThingsBoard's Persistent RPC table: the target device's stored RPCs, newest first (id, one- or
 * two-way, status, method, created and expiration times, as `displayColumns` chooses), searchable,
 * paged, refreshed on request, and deleted one by one after a confirmation (`allowDelete`).
 */
export const PersistentRpcTable = ({ widget }: WidgetComponentProps) => {
    const settings = widget.config.settings ?? {};
    return (
        <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title="">
            {target => <RpcTable target={target} settings={settings} title="" />}
        </RpcTargetFrame>
    );
};
