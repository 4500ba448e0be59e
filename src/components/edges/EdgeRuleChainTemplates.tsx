import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/Delete';
import FlagIcon from '@mui/icons-material/Flag';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RecordContextProvider, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { RuleChain } from '../../../shared/generated/api.gen';
import { ActionButton, ActionDisplayContext } from '../../generic/actions/ActionDisplay';
import { ConfirmedAction } from '../../generic/actions/ConfirmedAction';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { useShellSearch } from '../../layout/search/ShellSearchContext';
import { httpClient } from '../../providers/http/httpClient';
import { ExportRuleChainAction } from '../../overrides/ruleChains/ExportRuleChainAction';
import { ImportRuleChainButton } from '../../overrides/ruleChains/ImportRuleChainButton';
import { FROM, PAGE_SIZES, TimePagedTable, type TimePagedColumn } from '../events/TimePagedTable';
import { CreateEdgeRuleChainButton } from './CreateEdgeRuleChainButton';

interface ListParams {
    page: number;
    pageSize: number;
    sortProperty: string;
    sortOrder: 'ASC' | 'DESC';
    textSearch: string;
}

const editorPath = (chain: RuleChain) => `/ruleChains/${chain.id.id}`;

/** An action that does not apply to a row keeps its place, so the rows' icons stay in columns. */
const Slot = ({ shown, children }: { shown: boolean; children: ReactNode }) =>
    shown ? <>{children}</> : <Box aria-hidden sx={{ visibility: 'hidden', display: 'inline-flex' }}>{children}</Box>;

/**
 * The tenant's edge rule chains (/edgeManagement/ruleChains): the template root new edges start
 * with, the chains assigned to every new edge, open in the editor, import, export, delete.
 */
export const EdgeRuleChainTemplates = () => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const navigate = useNavigate();
    const [params, setParams] = useState<ListParams>({ page: 0, pageSize: PAGE_SIZES[0]!, sortProperty: 'createdTime', sortOrder: 'DESC', textSearch: '' });
    useShellSearch(textSearch => setParams(current => ({ ...current, page: 0, textSearch })));

    const list = useQuery({
        queryKey: ['edgeRuleChains', params],
        queryFn: ({ signal }) =>
            httpClient.request<{ data: RuleChain[]; totalElements: number }>('/api/ruleChains', {
                query: { type: 'EDGE', pageSize: params.pageSize, page: params.page, sortProperty: params.sortProperty, sortOrder: params.sortOrder, textSearch: params.textSearch || undefined },
                signal,
            }),
    });
    const autoAssigned = useQuery({
        queryKey: ['edgeAutoAssignRuleChains'],
        queryFn: ({ signal }) => httpClient.request<RuleChain[]>('/api/ruleChain/autoAssignToEdgeRuleChains', { signal }),
    });
    const autoAssignedIds = new Set((autoAssigned.data ?? []).map(chain => chain.id.id));
    const flag = (checked: boolean, label: string) => <Checkbox size="small" checked={checked} disabled inputProps={{ 'aria-label': label }} sx={{ p: 0 }} />;

    const columns: Array<TimePagedColumn<RuleChain>> = [
        { key: 'createdTime', label: 'rulechain.created-time', sort: 'createdTime', sx: { whiteSpace: 'nowrap', ...FROM.sm }, render: chain => formatDateTime(chain.createdTime) },
        {
            key: 'name',
            label: 'rulechain.name',
            sort: 'name',
            render: chain => (
                <Link component={RouterLink} to={editorPath(chain)} underline="hover" sx={{ fontWeight: 500 }}>
                    {chain.name}
                </Link>
            ),
        },
        { key: 'root', label: 'rulechain.edge-template-root', sx: { whiteSpace: 'nowrap' }, render: chain => flag(chain.root, translate('rulechain.edge-template-root')) },
        { key: 'autoAssign', label: 'rulechain.assign-to-edge', sx: { whiteSpace: 'nowrap', ...FROM.sm }, render: chain => flag(autoAssignedIds.has(chain.id.id), translate('rulechain.assign-to-edge')) },
    ];

    const post = (path: string, method: 'POST' | 'DELETE' = 'POST') => () => httpClient.request(path, { method }).then(refresh, () => undefined);
    const rowActions = (chain: RuleChain) => {
        const autoAssign = autoAssignedIds.has(chain.id.id);
        return (
            <RecordContextProvider value={{ ...chain, id: chain.id.id }}>
                <ActionDisplayContext.Provider value="icon">
                    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                        {/* Phones open a chain by its name and keep the room for the flags. */}
                        <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                            <ActionButton label="rulechain.open-rulechain" icon={<SettingsEthernetIcon fontSize="small" />} onClick={() => navigate(editorPath(chain))} />
                            <ExportRuleChainAction />
                        </Box>
                        <Slot shown={!chain.root}>
                            <ConfirmedAction
                                label="rulechain.set-edge-template-root-rulechain"
                                icon={<FlagIcon fontSize="small" />}
                                title="rulechain.set-edge-template-root-rulechain-title"
                                content="rulechain.set-edge-template-root-rulechain-text"
                                onConfirm={post(`/api/ruleChain/${chain.id.id}/edgeTemplateRoot`)}
                            />
                        </Slot>
                        {autoAssign ? (
                            <ConfirmedAction
                                label="rulechain.unset-auto-assign-to-edge"
                                icon={<BookmarkIcon fontSize="small" />}
                                title="rulechain.unset-auto-assign-to-edge-title"
                                content="rulechain.unset-auto-assign-to-edge-text"
                                onConfirm={post(`/api/ruleChain/${chain.id.id}/autoAssignToEdge`, 'DELETE')}
                            />
                        ) : (
                            <ConfirmedAction
                                label="rulechain.set-auto-assign-to-edge"
                                icon={<BookmarkBorderIcon fontSize="small" />}
                                title="rulechain.set-auto-assign-to-edge-title"
                                content="rulechain.set-auto-assign-to-edge-text"
                                onConfirm={post(`/api/ruleChain/${chain.id.id}/autoAssignToEdge`)}
                            />
                        )}
                        <Slot shown={!chain.root}>
                            <ConfirmedAction
                                label="rulechain.delete"
                                icon={<DeleteIcon fontSize="small" />}
                                title="rulechain.delete-rulechain-title"
                                content="rulechain.delete-rulechain-text"
                                color="error"
                                onConfirm={post(`/api/ruleChain/${chain.id.id}`, 'DELETE')}
                            />
                        </Slot>
                    </Stack>
                </ActionDisplayContext.Provider>
            </RecordContextProvider>
        );
    };

    return (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 2, py: 1, minHeight: 56, flexWrap: 'wrap' }}>
                <Box sx={{ flexGrow: 1 }} />
                <ImportRuleChainButton type="EDGE" />
                <CreateEdgeRuleChainButton />
            </Stack>
            <TimePagedTable
                label={translate('edge.rulechain-templates')}
                columns={columns}
                rows={list.data?.data ?? []}
                rowKey={chain => chain.id.id}
                total={list.data?.totalElements ?? 0}
                loading={list.isFetching || autoAssigned.isFetching}
                emptyText={translate('rulechain.no-rulechains-text')}
                page={params.page}
                pageSize={params.pageSize}
                sortProperty={params.sortProperty}
                sortOrder={params.sortOrder}
                onSort={(sortProperty, sortOrder) => setParams(current => ({ ...current, page: 0, sortProperty, sortOrder }))}
                onPage={page => setParams(current => ({ ...current, page }))}
                onPageSize={pageSize => setParams(current => ({ ...current, page: 0, pageSize }))}
                rowAction={rowActions}
            />
        </Paper>
    );
};
