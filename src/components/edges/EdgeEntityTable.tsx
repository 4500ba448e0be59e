import AddIcon from '@mui/icons-material/Add';
import FlagIcon from '@mui/icons-material/Flag';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { httpClient } from '../../providers/http/httpClient';
import { FROM, PAGE_SIZES, TimePagedTable, type TimePagedColumn } from '../events/TimePagedTable';
import { AssignToEdgeDialog } from './AssignToEdgeDialog';
import type { EdgeEntityKind } from './edgeEntityKinds';

/** What the edge's lists answer, as far as these tables read it. */
export interface EdgeEntityRow {
    id: { id: string };
    createdTime: number;
    name?: string;
    title?: string;
    type?: string;
    label?: string | null;
}

interface ListParams {
    page: number;
    pageSize: number;
    sortProperty: string;
    sortOrder: 'ASC' | 'DESC';
}

interface PendingChange {
    row: EdgeEntityRow;
    /** The question's keys and the call that follows a yes. */
    title: string;
    content: string;
    run: () => Promise<unknown>;
}

const RowAction = ({ label, icon, onClick }: { label: string; icon: ReactElement; onClick: () => void }) => (
    <Tooltip title={label}>
        <IconButton
            size="small"
            aria-label={label}
            onClick={event => {
                event.stopPropagation();
                onClick();
            }}
        >
            {icon}
        </IconButton>
    </Tooltip>
);

interface EdgeEntityTableProps {
    edgeId: string;
    kind: EdgeEntityKind;
    /** The edge's root chain (rule chain lists mark it and keep it). */
    rootRuleChainId: string | null;
    /** Tenant administrators assign and unassign; customer users only look. */
    mayManage: boolean;
}

/** The edge's entities of one kind: paged and sorted by the server; assign from a dialog, unassign after a confirm. */
export const EdgeEntityTable = ({ edgeId, kind, rootRuleChainId, mayManage }: EdgeEntityTableProps) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const notify = useNotify();
    const [params, setParams] = useState<ListParams>({ page: 0, pageSize: PAGE_SIZES[0]!, sortProperty: 'createdTime', sortOrder: 'DESC' });
    const [assigning, setAssigning] = useState(false);
    const [change, setChange] = useState<PendingChange | null>(null);
    const [changing, setChanging] = useState(false);
    const isRuleChains = kind.entityType === 'RULE_CHAIN';

    const list = useQuery({
        queryKey: ['edgeEntities', edgeId, kind.path, params],
        queryFn: ({ signal }) =>
            httpClient.request<{ data: EdgeEntityRow[]; totalElements: number }>(`/api/edge/${edgeId}/${kind.path}`, {
                query: { pageSize: params.pageSize, page: params.page, sortProperty: params.sortProperty, sortOrder: params.sortOrder },
                signal,
            }),
    });
    const rows = list.data?.data ?? [];

    const titleOf = (row: EdgeEntityRow) => String(row[kind.titleField] ?? '');
    const columns: Array<TimePagedColumn<EdgeEntityRow>> = [
        { key: 'createdTime', label: 'edge.created-time', sort: 'createdTime', sx: { whiteSpace: 'nowrap', ...FROM.sm }, render: row => formatDateTime(row.createdTime) },
        { key: kind.titleField, label: kind.titleField === 'title' ? 'edge.entity-title' : 'edge.entity-name', sort: kind.titleField, render: row => (
                <Link component={RouterLink} to={isRuleChains ? `/ruleChains/${row.id.id}` : `/${kind.route}/${row.id.id}/show`} underline="hover" sx={{ fontWeight: 500 }}>
                    {titleOf(row)}
                </Link>
            ),
        },
        ...(kind.typed ? [{ key: 'type', label: 'edge.entity-type', sort: kind.typeSortable ? 'type' : undefined, sx: FROM.md, render: (row: EdgeEntityRow) => row.type ?? '' }] : []),
        ...(isRuleChains
            ? [{ key: 'root', label: 'edge.root', render: (row: EdgeEntityRow) => <Checkbox size="small" checked={row.id.id === rootRuleChainId} disabled inputProps={{ 'aria-label': translate('edge.root') }} sx={{ p: 0 }} /> }]
            : []),
    ];

    const confirmChange = async () => {
        if (!change) return;
        setChanging(true);
        try {
            await change.run();
            refresh();
        } catch {
            // Shown by the error catalogue.
        } finally {
            setChanging(false);
            setChange(null);
        }
    };

    const rowActions = (row: EdgeEntityRow) => {
        if (!mayManage) return null;
        const isRoot = isRuleChains && row.id.id === rootRuleChainId;
        return (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                {isRuleChains && !isRoot && (
                    <RowAction
                        label={translate('edge.set-root-rulechain')}
                        icon={<FlagIcon fontSize="small" />}
                        onClick={() =>
                            setChange({
                                row,
                                title: 'edge.set-root-rulechain-title',
                                content: 'edge.set-root-rulechain-text',
                                run: () => httpClient.request(`/api/edge/${edgeId}/${row.id.id}/root`, { method: 'POST' }),
                            })
                        }
                    />
                )}
                {!isRoot && (
                    <RowAction
                        label={translate('edge.unassign-from-edge')}
                        icon={<LinkOffIcon fontSize="small" />}
                        onClick={() =>
                            setChange({
                                row,
                                title: 'edge.unassign-from-edge-title',
                                content: 'edge.unassign-from-edge-text',
                                run: () => httpClient.request(`/api/edge/${edgeId}/${kind.singular}/${row.id.id}`, { method: 'DELETE' }),
                            })
                        }
                    />
                )}
            </Stack>
        );
    };

    return (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
                    {translate(kind.title)}
                </Typography>
                <Box sx={{ flexGrow: 1 }} />
                {mayManage && (
                    <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setAssigning(true)}>
                        {translate('edge.assign-to-edge')}
                    </Button>
                )}
                <Tooltip title={translate('action.refresh')}>
                    <IconButton aria-label={translate('action.refresh')} onClick={() => void list.refetch()}>
                        <RefreshIcon />
                    </IconButton>
                </Tooltip>
            </Stack>
                <TimePagedTable
                    label={translate(kind.title)}
                    columns={columns}
                    rows={rows}
                    rowKey={row => row.id.id}
                    total={list.data?.totalElements ?? 0}
                    loading={list.isFetching}
                    emptyText={translate('edge.no-entities-prompt')}
                    page={params.page}
                    pageSize={params.pageSize}
                    sortProperty={params.sortProperty}
                    sortOrder={params.sortOrder}
                    onSort={(sortProperty, sortOrder) => setParams(current => ({ ...current, page: 0, sortProperty, sortOrder }))}
                    onPage={page => setParams(current => ({ ...current, page }))}
                    onPageSize={pageSize => setParams(current => ({ ...current, page: 0, pageSize }))}
                    rowAction={mayManage ? rowActions : undefined}
                />
            {assigning && (
                <AssignToEdgeDialog
                    edgeId={edgeId}
                    kind={kind}
                    assignedIds={rows.map(row => row.id.id)}
                    onClose={assigned => {
                        setAssigning(false);
                        if (!assigned) return;
                        notify('edge.assigned-to-edge', { type: 'success' });
                        refresh();
                    }}
                />
            )}
            <Confirm
                isOpen={change !== null}
                loading={changing}
                title={change?.title ?? ''}
                titleTranslateOptions={{ title: change ? titleOf(change.row) : '' }}
                content={change?.content ?? ''}
                confirm="entity.yes"
                cancel="entity.no"
                onConfirm={() => void confirmChange()}
                onClose={() => setChange(null)}
            />
        </Paper>
    );
};
