import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { TablePagination } from '../tables/TablePagination';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityType } from '../../../resources/kernel';
import { httpClient } from '../../providers/http/httpClient';
import { entityTypeNameKey } from '../pickers/entityTypes';
import { useAuthority } from '../pickers/useSessionDetails';
import { AddRelationDialog } from './AddRelationDialog';
import { DeleteRelationsDialog } from './DeleteRelationsDialog';
import { deleteQuery, filterRows, RELATION_DIRECTIONS, rowsOf, type newRelation, type RelationDirection, type RelationRow } from './relationRows';
import { RelationsTable } from './RelationsTable';
import { useRelations } from './useRelations';

type OpenDialog = { kind: 'add' } | { kind: 'delete'; rows: RelationRow[] } | null;

const PAGE_SIZES = [10, 25, 50];

/** The entity's relations, from or to it, with add and delete for tenant administrators. */
export const RelationsTab = ({ entityType, entityId }: { entityType: EntityType; entityId: string }) => {
    const translate = useTranslate();
    const editable = useAuthority() === 'TENANT_ADMIN';
    const entity = useMemo(() => ({ entityType, id: entityId }), [entityType, entityId]);
    const [direction, setDirection] = useState<RelationDirection>('FROM');
    const [text, setText] = useState('');
    const [selected, setSelected] = useState<Set<string>>(new Set());
    const [dialog, setDialog] = useState<OpenDialog>(null);
    const [page, setPage] = useState(0);
    const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
    const { relations, loading, reload } = useRelations(entity, direction);

    const entityTypeName = (type: string) => translate(entityTypeNameKey(type));
    const rows = useMemo(
        () => rowsOf(relations, direction).sort((a, b) => a.type.localeCompare(b.type) || a.entityName.localeCompare(b.entityName)),
        [relations, direction]
    );
    const shown = filterRows(rows, text, entityTypeName);
    const lastPage = Math.max(0, Math.ceil(shown.length / pageSize) - 1);
    const pageRows = shown.slice(Math.min(page, lastPage) * pageSize, (Math.min(page, lastPage) + 1) * pageSize);
    const knownTypes = useMemo(() => [...new Set(relations.map(relation => relation.type))], [relations]);
    const selectedRows = rows.filter(row => selected.has(row.key));

    const changeDirection = (next: RelationDirection) => {
        setDirection(next);
        setSelected(new Set());
        setPage(0);
    };

    const addRelation = async (relation: ReturnType<typeof newRelation>) => {
        await httpClient.request('/api/relation', { method: 'POST', body: relation });
        setDialog(null);
        reload();
    };

    const deleteRows = async (doomed: readonly RelationRow[]) => {
        setDialog(null);
        try {
            for (const row of doomed) await httpClient.request('/api/relation', { method: 'DELETE', query: deleteQuery(row.relation) });
        } finally {
            setSelected(new Set());
            reload();
        }
    };

    return (
        <Stack spacing={1} sx={{ width: '100%' }}>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <TextField
                    select
                    size="small"
                    label={translate('relation.direction')}
                    value={direction}
                    onChange={event => changeDirection(event.target.value as RelationDirection)}
                    fullWidth={false}
                    sx={{ width: 120 }}
                >
                    {RELATION_DIRECTIONS.map(option => <MenuItem key={option} value={option}>{translate(`relation.search-direction.${option}`)}</MenuItem>)}
                </TextField>
                <TextField
                    size="small"
                    label={translate('relation.search')}
                    value={text}
                    onChange={event => {
                        setText(event.target.value);
                        setPage(0);
                    }}
                    fullWidth={false}
                    sx={{ flex: '1 1 180px', maxWidth: 360 }}
                    slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
                />
                <Stack direction="row" spacing={1} sx={{ flexGrow: 1, justifyContent: 'flex-end' }}>
                    {editable && selectedRows.length > 0 && (
                        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog({ kind: 'delete', rows: selectedRows })}>
                            {translate('relation.delete-selected', { smart_count: selectedRows.length })}
                        </Button>
                    )}
                    {editable && (
                        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
                            {translate('relation.add')}
                        </Button>
                    )}
                </Stack>
            </Stack>
            {loading ? <LinearProgress /> : (
                <>
                    <RelationsTable
                        rows={pageRows}
                        direction={direction}
                        editable={editable}
                        selected={selected}
                        onSelectedChange={setSelected}
                        onDelete={row => setDialog({ kind: 'delete', rows: [row] })}
                        entityTypeName={entityTypeName}
                    />
                    {shown.length > PAGE_SIZES[0]! && (
                        <TablePagination
                            component="div"
                            count={shown.length}
                            page={Math.min(page, lastPage)}
                            rowsPerPage={pageSize}
                            rowsPerPageOptions={PAGE_SIZES}
                            onPageChange={(_event, next) => setPage(next)}
                            onRowsPerPageChange={event => {
                                setPageSize(Number(event.target.value));
                                setPage(0);
                            }}
                        />
                    )}
                </>
            )}
            {dialog?.kind === 'add' && (
                <AddRelationDialog direction={direction} entity={entity} knownTypes={knownTypes} onCancel={() => setDialog(null)} onSave={addRelation} />
            )}
            {dialog?.kind === 'delete' && (
                <DeleteRelationsDialog rows={dialog.rows} direction={direction} onCancel={() => setDialog(null)} onConfirm={() => void deleteRows(dialog.rows)} />
            )}
        </Stack>
    );
};
