import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { DashboardConfiguration } from '../../../dashboard/model/dashboardConfig';
import { addState, deleteState, renameState, setRootState, stateNameProblem } from '../../../dashboard/editor/stateOps';

export interface StatesDialogProps {
    configuration: DashboardConfiguration;
    /** The edited configuration (states and, for deleted states, their widgets). */
    onSave(configuration: DashboardConfiguration): void;
    onClose(): void;
}

/** Manage states: add, rename, choose the root, delete (never the root); applied together on Save. */
export const StatesDialog = ({ configuration, onSave, onClose }: StatesDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [draft, setDraft] = useState(configuration);
    const [newName, setNewName] = useState('');
    const [deleting, setDeleting] = useState<string | null>(null);
    const [touched, setTouched] = useState(false);
    const newNameProblem = touched ? stateNameProblem(draft, newName) : null;
    const blankRename = Object.values(draft.states).some(state => !state.name.trim());

    const add = () => {
        setTouched(true);
        if (stateNameProblem(draft, newName)) return;
        setDraft(addState(draft, newName));
        setNewName('');
        setTouched(false);
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="states-title">
            <DialogTitle id="states-title">{translate('dashboard.manage-states')}</DialogTitle>
            <DialogContent dividers>
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('dashboard.state-name')}</TableCell>
                            <TableCell>{translate('dashboard.state-id')}</TableCell>
                            <TableCell align="center">{translate('dashboard.is-root-state')}</TableCell>
                            <TableCell />
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {Object.entries(draft.states).map(([id, state]) => (
                            <TableRow key={id}>
                                <TableCell sx={{ minWidth: 140 }}>
                                    <TextField
                                        variant="standard"
                                        fullWidth
                                        value={state.name}
                                        error={!state.name.trim()}
                                        helperText={state.name.trim() ? undefined : translate('dashboard.state-name-required')}
                                        slotProps={{ htmlInput: { 'aria-label': `${translate('dashboard.state-name')}: ${id}` } }}
                                        onChange={event => setDraft(renameState(draft, id, event.target.value))}
                                    />
                                </TableCell>
                                <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>{id}</TableCell>
                                <TableCell align="center">
                                    <Radio checked={state.root === true} onChange={() => setDraft(setRootState(draft, id))} slotProps={{ input: { 'aria-label': `${translate('dashboard.is-root-state')}: ${state.name}` } }} />
                                </TableCell>
                                <TableCell align="right">
                                    <Tooltip title={translate('dashboard.delete-state')}>
                                        <span>
                                            <IconButton aria-label={`${translate('dashboard.delete-state')}: ${state.name}`} disabled={state.root === true} onClick={() => setDeleting(id)}>
                                                <DeleteOutline />
                                            </IconButton>
                                        </span>
                                    </Tooltip>
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
                <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
                    <TextField
                        size="small"
                        fullWidth
                        label={translate('dashboard.state-name')}
                        value={newName}
                        error={newNameProblem !== null}
                        helperText={newNameProblem ? translate(newNameProblem) : ' '}
                        onChange={event => setNewName(event.target.value)}
                        onKeyDown={event => event.key === 'Enter' && add()}
                    />
                    <Button variant="outlined" startIcon={<Add />} onClick={add} sx={{ flexShrink: 0, height: 40 }}>
                        {translate('dashboard.add-state')}
                    </Button>
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" disabled={blankRename} onClick={() => onSave(draft)}>
                    {translate('action.save')}
                </Button>
            </DialogActions>
            <Confirm
                isOpen={deleting !== null}
                title="dashboard.delete-state-title"
                content="dashboard.delete-state-text"
                translateOptions={{ stateName: deleting ? draft.states[deleting]?.name : '' }}
                onConfirm={() => {
                    if (deleting) setDraft(deleteState(draft, deleting));
                    setDeleting(null);
                }}
                onClose={() => setDeleting(null)}
            />
        </Dialog>
    );
};
