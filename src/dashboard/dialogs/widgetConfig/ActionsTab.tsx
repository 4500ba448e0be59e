import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetAction } from '../../model/dashboardConfig';
import { WidgetActionDialog } from './WidgetActionDialog';

interface ActionsTabProps {
    actions: Record<string, WidgetAction[]>;
    onChange(actions: Record<string, WidgetAction[]>): void;
    sources: readonly string[];
    states: Record<string, string>;
}

type Editing = { action: WidgetAction; source: string; isNew: boolean } | null;

/** The Actions tab: every action by its source, added, edited and deleted in the action dialog. */
export const ActionsTab = ({ actions, onChange, sources, states }: ActionsTabProps) => {
    const translate = useTranslate();
    const [editing, setEditing] = useState<Editing>(null);
    const rows = Object.entries(actions).flatMap(([source, list]) => list.map(action => ({ source, action })));
    const without = (source: string, action: WidgetAction) => ({ ...actions, [source]: (actions[source] ?? []).filter(other => other !== action) });
    const save = (saved: WidgetAction, source: string) => {
        if (!editing) return;
        const base = editing.isNew ? actions : without(editing.source, editing.action);
        const list = base[source] ?? [];
        // An edit in the same source keeps its place in the list.
        const place = !editing.isNew && source === editing.source ? (actions[source] ?? []).indexOf(editing.action) : list.length;
        onChange({ ...base, [source]: [...list.slice(0, place), saved, ...list.slice(place)] });
        setEditing(null);
    };
    const sourceName = (source: string) => translate(`widget-action.source.${source}`, { _: source });
    return (
        <>
            {rows.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>{translate('widget-action.no-actions')}</Typography>
            ) : (
                <Table size="small" aria-label={translate('widget-config.actions')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('widget-action.action-source')}</TableCell>
                            <TableCell>{translate('widget-action.action-name')}</TableCell>
                            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('widget-action.type')}</TableCell>
                            <TableCell />
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(({ source, action }, index) => (
                            <TableRow key={`${source}-${action.id ?? index}`}>
                                <TableCell>{sourceName(source)}</TableCell>
                                <TableCell>{action.name}</TableCell>
                                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate(`widget-action.${action.type}`)}</TableCell>
                                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                    <IconButton size="small" aria-label={`${translate('widget-action.edit')} ${action.name}`} onClick={() => setEditing({ action, source, isNew: false })}>
                                        <EditIcon fontSize="small" />
                                    </IconButton>
                                    <IconButton size="small" aria-label={`${translate('widget-action.delete')} ${action.name}`} onClick={() => onChange(without(source, action))}>
                                        <DeleteIcon fontSize="small" />
                                    </IconButton>
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
            <Button sx={{ mt: 2 }} size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ action: { id: crypto.randomUUID(), name: '', icon: 'more_horiz', type: 'openDashboardState', setEntityId: true }, source: sources[0] ?? 'headerButton', isNew: true })}>
                {translate('widget-action.add')}
            </Button>
            {editing && <WidgetActionDialog action={editing.action} source={editing.source} isNew={editing.isNew} sources={sources} actions={actions} states={states} onSave={save} onClose={() => setEditing(null)} />}
        </>
    );
};
