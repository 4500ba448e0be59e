import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentPaste from '@mui/icons-material/ContentPaste';
import FilterList from '@mui/icons-material/FilterList';
import Layers from '@mui/icons-material/Layers';
import Settings from '@mui/icons-material/Settings';
import ViewQuilt from '@mui/icons-material/ViewQuilt';
import AccountTree from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardConfiguration } from '../../../dashboard/model/dashboardConfig';
import { Undo } from '../../../components/display/directionalIcons';

export type EditorDialog = 'states' | 'aliases' | 'filters' | 'layouts' | 'settings';

export interface EditToolbarProps {
    configuration: DashboardConfiguration;
    stateId: string;
    onOpenState(stateId: string): void;
    onAddWidget(anchor: HTMLElement): void;
    /** The state's menu (copy, export, import), next to the state select. */
    stateMenu: ReactNode;
    /** What the paste button pastes ("Paste state 'X'"), or null when the clipboard is empty. */
    pasteLabel: string | null;
    onPaste(): void;
    /** Widgets selected for copying, in the shown state. */
    selectedCount: number;
    onCopySelected(): void;
    onClearSelection(): void;
    canUndo: boolean;
    onUndo(): void;
    onOpenDialog(dialog: EditorDialog): void;
    saving: boolean;
    dirty: boolean;
    onSave(): void;
    onCancel(): void;
}

const DIALOG_BUTTONS: ReadonlyArray<{ dialog: EditorDialog; label: string; icon: ReactElement }> = [
    { dialog: 'states', label: 'dashboard.manage-states', icon: <AccountTree /> },
    { dialog: 'aliases', label: 'entity.aliases', icon: <Layers /> },
    { dialog: 'filters', label: 'filter.filters', icon: <FilterList /> },
    { dialog: 'layouts', label: 'layout.layouts', icon: <ViewQuilt /> },
    { dialog: 'settings', label: 'dashboard.settings', icon: <Settings /> },
];

/** The edit mode's bar under the dashboard toolbar: the edited state and its menu, add and paste widgets or states, the widget selection, the dashboard's dialogs, undo, Cancel and Save. */
export const EditToolbar = (props: EditToolbarProps) => {
    const translate = useTranslate();
    const { configuration, stateId } = props;
    return (
        <Paper
            square
            elevation={0}
            role="toolbar"
            aria-label={translate('dashboard.edit-mode')}
            sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', background: theme => theme.palette.action.selected }}
        >
            <TextField
                select
                size="small"
                label={translate('dashboard.state')}
                value={configuration.states[stateId] ? stateId : ''}
                onChange={event => props.onOpenState(event.target.value)}
                sx={{ width: { xs: 'calc(100% - 48px)', sm: 220 }, bgcolor: 'background.paper' }}
            >
                {Object.entries(configuration.states).map(([id, state]) => (
                    <MenuItem key={id} value={id}>
                        {state.name}
                    </MenuItem>
                ))}
            </TextField>
            {props.stateMenu}
            <Button variant="contained" startIcon={<Add />} onClick={event => props.onAddWidget(event.currentTarget)}>
                {translate('dashboard.add-widget')}
            </Button>
            <Tooltip title={props.pasteLabel ?? translate('action.paste')}>
                <span>
                    <IconButton aria-label={props.pasteLabel ?? translate('action.paste')} disabled={props.pasteLabel === null} onClick={props.onPaste}>
                        <ContentPaste />
                    </IconButton>
                </span>
            </Tooltip>
            <Tooltip title={translate('dashboard.undo-hint')}>
                <span>
                    <IconButton aria-label={translate('action.undo')} disabled={!props.canUndo} onClick={props.onUndo}>
                        <Undo />
                    </IconButton>
                </span>
            </Tooltip>
            {DIALOG_BUTTONS.map(({ dialog, label, icon }) => (
                <Tooltip key={dialog} title={translate(label)}>
                    <IconButton aria-label={translate(label)} onClick={() => props.onOpenDialog(dialog)}>
                        {icon}
                    </IconButton>
                </Tooltip>
            ))}
            {props.selectedCount > 0 && (
                <Box role="group" aria-label={translate('dashboard-fragment.selection')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1.5, borderRadius: 5, bgcolor: 'background.paper' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {translate('dashboard-fragment.selected-count', { count: props.selectedCount })}
                    </Typography>
                    <Tooltip title={translate('dashboard-fragment.copy-selected')}>
                        <IconButton size="small" color="primary" aria-label={translate('dashboard-fragment.copy-selected')} onClick={props.onCopySelected}>
                            <ContentCopy fontSize="small" />
                        </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('dashboard-fragment.clear-selection')}>
                        <IconButton size="small" aria-label={translate('dashboard-fragment.clear-selection')} onClick={props.onClearSelection}>
                            <Close fontSize="small" />
                        </IconButton>
                    </Tooltip>
                </Box>
            )}
            <Box sx={{ flex: 1 }} />
            <Button onClick={props.onCancel} disabled={props.saving}>
                {translate('action.cancel')}
            </Button>
            <Button variant="contained" color="primary" onClick={props.onSave} disabled={props.saving || !props.dirty}>
                {translate('action.save')}
            </Button>
        </Paper>
    );
};
