import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { TrashEntityType, TrashEntry, TrashRestoreResult } from '../../../shared/generated/api.gen';
import { FROM, PAGE_SIZES, TimePagedTable, type TimePagedColumn } from '../../components/events/TimePagedTable';
import { useSessionDetails } from '../../components/pickers/useSessionDetails';
import { entityTypeNameKey } from '../../components/pickers/entityTypes';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { markListsStale } from '../../providers/data/markListsStale';
import { httpClient } from '../../providers/http/httpClient';
import { RestoreResultDialog } from './RestoreResultDialog';
import { useTrashPage, type TrashListParams } from './useTrashPage';
import { SearchField } from '../../components/inputs/SearchField';
import { useDebouncedValue } from '../../generic/inputs/useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;
const TRASH_TYPES: readonly TrashEntityType[] = ['DEVICE', 'ASSET', 'CUSTOMER', 'DASHBOARD', 'RULE_CHAIN'];

/** What a confirmation is about to do. */
type Pending = { action: 'restore' | 'purge'; entry: TrashEntry } | { action: 'empty' };

/**
 * The tenant's trash (issue #28 point 4, a Thingdeck addition): deleted dashboards, rule chains,
 * devices, assets and customers with who deleted them and when they expire; restore one (a dialog
 * lists what could not come back as it was) or delete it forever, or empty the trash.
 */
const TrashTable = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [params, setParams] = useState<TrashListParams>({ page: 0, pageSize: PAGE_SIZES[0]!, textSearch: '', entityType: '' });
    const [searchText, setSearchText] = useState('');
    const [pending, setPending] = useState<Pending | null>(null);
    const [result, setResult] = useState<TrashRestoreResult | null>(null);
    const { rows, total, loading, reload } = useTrashPage(params);
    const update = (change: Partial<TrashListParams>) => setParams(current => ({ ...current, page: 0, ...change }));

    const searched = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
    useEffect(() => {
        if (searched !== params.textSearch) update({ textSearch: searched });
    }, [searched, params.textSearch]);

    const confirmed = async (what: Pending) => {
        setPending(null);
        try {
            if (what.action === 'restore') {
                const restored = await httpClient.request<TrashRestoreResult>(`/api/trash/${what.entry.id}/restore`, { method: 'POST' });
                // A restore brings back the entity and what named it (a customer's users, devices' assignments).
                await markListsStale(queryClient);
                if (restored.notRestored.length > 0) setResult(restored);
                else notify('trash.restored', { type: 'success', messageArgs: { name: restored.name } });
            } else if (what.action === 'purge') {
                await httpClient.request(`/api/trash/${what.entry.id}`, { method: 'DELETE' });
                notify('trash.purged', { type: 'success' });
            } else {
                await httpClient.request('/api/trash', { method: 'DELETE' });
                notify('trash.emptied', { type: 'success' });
            }
        } finally {
            reload();
        }
    };

    const columns: Array<TimePagedColumn<TrashEntry>> = [
        { key: 'type', label: 'trash.type', sx: { whiteSpace: 'nowrap' }, render: entry => translate(entityTypeNameKey(entry.entityId.entityType)) },
        { key: 'name', label: 'trash.name', sx: { wordBreak: 'break-word' }, render: entry => <Typography variant="body2" sx={{ fontWeight: 500 }}>{entry.name}</Typography> },
        { key: 'deletedTime', label: 'trash.deleted-time', sx: { display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }, render: entry => formatDateTime(entry.deletedTime) },
        { key: 'deletedBy', label: 'trash.deleted-by', sx: FROM.lg, render: entry => entry.deletedByUserName ?? '' },
        { key: 'expiresTime', label: 'trash.expires', sx: { display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }, render: entry => formatDateTime(entry.expiresTime) },
    ];

    const entryName = pending && pending.action !== 'empty' ? pending.entry.name : '';
    return (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56, flexWrap: 'wrap' }}>
                <TextField
                    select
                    size="small"
                    label={translate('trash.type')}
                    value={params.entityType}
                    onChange={event => update({ entityType: event.target.value as TrashEntityType | '' })}
                    sx={{ width: { xs: '100%', sm: 200 } }}
                    // "All types" shows as the value when no type is chosen.
                    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                >
                    <MenuItem value="">{translate('trash.any-type')}</MenuItem>
                    {TRASH_TYPES.map(type => (
                        <MenuItem key={type} value={type}>
                            {translate(entityTypeNameKey(type))}
                        </MenuItem>
                    ))}
                </TextField>
                {/* On a phone the type takes a line and the search shares the next with the two buttons. */}
                <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
                <SearchField label={translate('trash.search')} value={searchText} onChange={setSearchText} sx={{ width: { xs: 'calc(100% - 104px)', sm: 220 } }} />
                <Tooltip title={translate('trash.refresh')}>
                    <IconButton onClick={reload} aria-label={translate('trash.refresh')}>
                        <RefreshIcon />
                    </IconButton>
                </Tooltip>
                <Tooltip title={translate('trash.empty-trash')}>
                    <span>
                        <IconButton onClick={() => setPending({ action: 'empty' })} disabled={total === 0} aria-label={translate('trash.empty-trash')} color="error">
                            <DeleteSweepIcon />
                        </IconButton>
                    </span>
                </Tooltip>
            </Stack>
            <TimePagedTable
                label={translate('trash.trash')}
                columns={columns}
                rows={rows}
                rowKey={entry => entry.id}
                total={total}
                loading={loading}
                emptyText={translate('trash.empty')}
                page={params.page}
                pageSize={params.pageSize}
                sortProperty="deletedTime"
                sortOrder="DESC"
                onSort={() => undefined}
                onPage={page => setParams(current => ({ ...current, page }))}
                onPageSize={pageSize => update({ pageSize })}
                rowAction={entry => (
                    <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
                        <Tooltip title={translate('trash.restore')}>
                            <IconButton size="small" color="primary" onClick={() => setPending({ action: 'restore', entry })} aria-label={`${translate('trash.restore')}: ${entry.name}`}>
                                <RestoreFromTrashIcon fontSize="small" />
                            </IconButton>
                        </Tooltip>
                        <Tooltip title={translate('trash.purge')}>
                            <IconButton size="small" onClick={() => setPending({ action: 'purge', entry })} aria-label={`${translate('trash.purge')}: ${entry.name}`}>
                                <DeleteForeverIcon fontSize="small" />
                            </IconButton>
                        </Tooltip>
                    </Stack>
                )}
            />
            <Confirm
                isOpen={pending !== null}
                title={pending ? translate(`trash.${pending.action}-title`, { name: entryName }) : ''}
                content={pending ? translate(`trash.${pending.action}-text`) : ''}
                confirm={pending ? translate(pending.action === 'restore' ? 'trash.restore' : pending.action === 'purge' ? 'trash.purge' : 'trash.empty-trash') : ''}
                confirmColor={pending?.action === 'restore' ? 'primary' : 'warning'}
                onClose={() => setPending(null)}
                onConfirm={() => pending && void confirmed(pending)}
            />
            <RestoreResultDialog result={result} onClose={() => setResult(null)} />
        </Paper>
    );
};

/** The page: the table on Thingdeck's server; in front of a real ThingsBoard, why there is none. */
const TrashPage = () => {
    const translate = useTranslate();
    const session = useSessionDetails();
    return (
        <Stack spacing={2}>
            <Typography component="h1" variant="h5">
                {translate('trash.trash')}
            </Typography>
            {session && !session.thingdeckExtensions ? (
                <Alert severity="info" variant="outlined">
                    <AlertTitle>{translate('trash.unavailable-title')}</AlertTitle>
                    {translate('trash.unavailable-text')}
                </Alert>
            ) : (
                <>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
                        <InfoOutlinedIcon fontSize="small" sx={{ mt: '2px' }} />
                        <Typography variant="body2">{translate('trash.hint')}</Typography>
                    </Stack>
                    <TrashTable />
                </>
            )}
        </Stack>
    );
};
export default TrashPage;
