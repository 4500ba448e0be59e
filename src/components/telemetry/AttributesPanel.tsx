import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { TelemetryScope } from '../../lib/telemetrySocket';
import { httpClient } from '../../providers/http/httpClient';
import { AttributeDialog } from './AttributeDialog';
import { AttributesTable } from './AttributesTable';
import { DeleteAttributesDialog } from './DeleteAttributesDialog';
import { DeleteTimeseriesDialog } from './DeleteTimeseriesDialog';
import { isWritableScope, scopesFor } from './scopes';
import { deletionQueries, type TimeseriesDeletion } from './timeseriesDeletion';
import { useLatestValues, type LatestValue } from './useLatestValues';
import type { JsonValue } from '../inputs/valueTypes';

export interface AttributesPanelProps {
    entityType: string;
    entityId: string;
    initialScope: TelemetryScope;
}

type OpenDialog = { kind: 'add' } | { kind: 'edit'; row: LatestValue } | { kind: 'delete' } | null;

/**
 * An entity's attributes or latest telemetry, live: attributes of the writable scopes are added,
 * edited and deleted; latest telemetry keys are deleted (all data, the latest value, or a period's).
 */
export const AttributesPanel = ({ entityType, entityId, initialScope }: AttributesPanelProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const scopes = scopesFor(entityType);
    const [scope, setScope] = useState<TelemetryScope>(scopes.includes(initialScope) ? initialScope : scopes[0]);
    const [selected, setSelected] = useState<Set<string>>(new Set());
    const [dialog, setDialog] = useState<OpenDialog>(null);
    const { values, loading, reload } = useLatestValues(entityType, entityId, scope);
    const rows = useMemo(() => Object.values(values).sort((a, b) => a.key.localeCompare(b.key)), [values]);
    const writable = isWritableScope(scope);
    const telemetry = scope === 'LATEST_TELEMETRY';
    // Attributes of the writable scopes are edited and deleted; latest telemetry only deleted.
    const deletable = writable || telemetry;
    const basePath = `/api/plugins/telemetry/${entityType}/${entityId}`;

    const changeScope = (next: TelemetryScope) => {
        setScope(next);
        setSelected(new Set());
    };

    const saveValue = async (key: string, value: JsonValue) => {
        await httpClient.request(`${basePath}/attributes/${scope}`, { method: 'POST', body: { [key]: value } });
        setDialog(null);
        reload();
    };

    const deleteSelected = async () => {
        const keys = [...selected];
        setDialog(null);
        try {
            await httpClient.request(`${basePath}/${scope}`, { method: 'DELETE', query: { keys: keys.join(',') } });
        } catch {
            return; // already reported by the http client
        }
        setSelected(new Set());
        notify('attribute.deleted', { type: 'info', messageArgs: { smart_count: keys.length } });
        reload();
    };

    const deleteTimeseries = async (deletion: TimeseriesDeletion) => {
        const keys = rows.filter(row => selected.has(row.key));
        setDialog(null);
        try {
            for (const query of deletionQueries(keys, deletion)) {
                await httpClient.request(`${basePath}/timeseries/delete`, { method: 'DELETE', query, resendOn429: true });
            }
        } catch {
            reload(); // already reported; show what is left
            return;
        }
        setSelected(new Set());
        notify('attribute.timeseries-deleted', { type: 'info', messageArgs: { smart_count: keys.length } });
        // Deletions do not come over the socket: read the latest values again.
        reload();
    };

    return (
        <Stack spacing={1} sx={{ width: '100%' }}>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <TextField
                    select
                    size="small"
                    label={translate('attribute.scope')}
                    value={scope}
                    onChange={event => changeScope(event.target.value as TelemetryScope)}
                    // The theme makes inputs full width; the selector only needs its longest label.
                    fullWidth={false}
                    sx={{ width: 260 }}
                >
                    {scopes.map(option => <MenuItem key={option} value={option}>{translate(`attribute.scope-${option}`)}</MenuItem>)}
                </TextField>
                <Stack direction="row" spacing={1} sx={{ flexGrow: 1, justifyContent: 'flex-end' }}>
                    {deletable && selected.size > 0 && (
                        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog({ kind: 'delete' })}>
                            {translate('attribute.delete-selected', { smart_count: selected.size })}
                        </Button>
                    )}
                    {writable && (
                        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
                            {translate('attribute.add')}
                        </Button>
                    )}
                </Stack>
            </Stack>
            {loading ? <LinearProgress /> : (
                <AttributesTable
                    rows={rows}
                    editable={writable}
                    selectable={deletable}
                    selected={selected}
                    onSelectedChange={setSelected}
                    onEdit={row => setDialog({ kind: 'edit', row })}
                />
            )}
            {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
                <AttributeDialog
                    editing={dialog.kind === 'edit' ? { key: dialog.row.key, value: dialog.row.value } : null}
                    onCancel={() => setDialog(null)}
                    onSave={saveValue}
                />
            )}
            {dialog?.kind === 'delete' && !telemetry && (
                <DeleteAttributesDialog keys={[...selected]} onCancel={() => setDialog(null)} onConfirm={() => void deleteSelected()} />
            )}
            {dialog?.kind === 'delete' && telemetry && (
                <DeleteTimeseriesDialog keys={[...selected]} onCancel={() => setDialog(null)} onConfirm={deletion => void deleteTimeseries(deletion)} />
            )}
        </Stack>
    );
};
