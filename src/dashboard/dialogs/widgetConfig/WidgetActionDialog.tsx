import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { JsFuncEditor } from '../../../components/editors/JsFuncEditor';
import { DashboardAutocomplete } from '../../../components/pickers/DashboardAutocomplete';
import type { WidgetAction } from '../../model/dashboardConfig';
import { mobileActionOf } from '../../runtime/mobileActions';
import { MobileActionEditor } from './MobileActionEditor';
import { ACTION_TYPES, actionErrors } from './widgetConfigModel';

/** A custom action's function arguments, as ThingsBoard passes them. */
const CUSTOM_ACTION_ARGS = ['$event', 'widgetContext', 'entityId', 'entityName', 'additionalParams', 'entityLabel'];

export interface WidgetActionDialogProps {
    action: WidgetAction;
    source: string;
    isNew: boolean;
    sources: readonly string[];
    /** The actions per source, for the unique-name rule. */
    actions: Record<string, WidgetAction[]>;
    /** The dashboard's states: id to name. */
    states: Record<string, string>;
    onSave(action: WidgetAction, source: string): void;
    onClose(): void;
}

/** One widget action: its source, a unique name, icon, type and the type's target. */
export const WidgetActionDialog = ({ action: initial, source: initialSource, isNew, sources, actions, states, onSave, onClose }: WidgetActionDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [action, setAction] = useState<WidgetAction>(initial);
    const [source, setSource] = useState(initialSource);
    const [submitted, setSubmitted] = useState(false);
    const errors = actionErrors(action, source, actions[source] ?? []);
    const errorOf = (field: string) => (submitted && errors[field] ? translate(errors[field]) : null);
    const set = (changes: Partial<WidgetAction>) => setAction({ ...action, ...changes });
    const toState = action.type === 'openDashboardState' || action.type === 'updateDashboardState' || action.type === 'openDashboard';
    const save = () => {
        setSubmitted(true);
        if (Object.keys(errors).length === 0) onSave({ ...action, name: action.name.trim() }, source);
    };
    return (
        <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="widget-action-title">
            <DialogTitle id="widget-action-title">{translate(isNew ? 'widget-action.add' : 'widget-action.edit')}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                        <TextField select size="small" required label={translate('widget-action.action-source')} value={source} onChange={event => setSource(event.target.value)} error={!!errorOf('source')} helperText={errorOf('source')} sx={{ minWidth: 200, flex: { sm: '1 1 0' } }}>
                            {sources.map(item => (
                                <MenuItem key={item} value={item}>{translate(`widget-action.source.${item}`, { _: item })}</MenuItem>
                            ))}
                        </TextField>
                        <TextField size="small" required label={translate('widget-action.action-name')} value={action.name} onChange={event => set({ name: event.target.value })} error={!!errorOf('name')} helperText={errorOf('name')} sx={{ flex: { sm: '2 1 0' } }} />
                        {/* Fields are full width by default: in a row each needs a basis of its own, or the name is squeezed to nothing. */}
                        <TextField size="small" label={translate('widget-action.action-icon')} value={action.icon ?? ''} onChange={event => set({ icon: event.target.value })} sx={{ flex: { sm: '1 1 0' } }} />
                    </Stack>
                    <TextField select size="small" required label={translate('widget-action.type')} value={action.type} onChange={event => set({ type: event.target.value as WidgetAction['type'] })}>
                        {[...new Set([...ACTION_TYPES, action.type])].map(type => (
                            <MenuItem key={type} value={type}>{translate(`widget-action.${type}`)}</MenuItem>
                        ))}
                    </TextField>
                    {action.type === 'openDashboard' && (
                        <DashboardAutocomplete value={action.targetDashboardId ?? null} onChange={id => set({ targetDashboardId: id })} required showErrors={submitted} />
                    )}
                    {toState && (
                        <TextField
                            select
                            size="small"
                            required={action.type === 'openDashboardState'}
                            label={translate('widget-action.target-dashboard-state')}
                            value={action.targetDashboardStateId ?? ''}
                            onChange={event => set({ targetDashboardStateId: event.target.value || null })}
                            error={!!errorOf('targetDashboardStateId')}
                            helperText={errorOf('targetDashboardStateId')}
                        >
                            {action.type !== 'openDashboardState' && (
                                <MenuItem value="">
                                    <em>{translate('widget-action.default-state')}</em>
                                </MenuItem>
                            )}
                            {Object.entries(states).map(([id, name]) => (
                                <MenuItem key={id} value={id}>{name}</MenuItem>
                            ))}
                        </TextField>
                    )}
                    {toState && (
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                            <FormControlLabel control={<Checkbox checked={action.setEntityId !== false} onChange={event => set({ setEntityId: event.target.checked })} />} label={translate('widget-action.set-entity-from-widget')} />
                            {action.setEntityId !== false && (
                                <TextField size="small" label={translate('alias.state-entity-parameter-name')} placeholder={translate('alias.default-entity-parameter-name')} value={action.stateEntityParamName ?? ''} onChange={event => set({ stateEntityParamName: event.target.value || null })} />
                            )}
                        </Stack>
                    )}
                    {action.type === 'openDashboardState' && (
                        <FormControlLabel control={<Checkbox checked={action.openInSeparateDialog === true} onChange={event => set({ openInSeparateDialog: event.target.checked })} />} label={translate('widget-action.open-in-separate-dialog')} />
                    )}
                    {action.type === 'openDashboard' && (
                        <FormControlLabel control={<Checkbox checked={action.openNewBrowserTab === true} onChange={event => set({ openNewBrowserTab: event.target.checked })} />} label={translate('widget-action.open-new-browser-tab')} />
                    )}
                    {action.type === 'mobileAction' && (
                        <>
                            <MobileActionEditor value={action.mobileAction} onChange={mobileAction => set({ mobileAction: mobileAction as unknown as WidgetAction['mobileAction'] })} showErrors={submitted} />
                            {errorOf('mobileAction') && mobileActionOf(action.mobileAction) && (
                                <Typography variant="caption" color="error">{errorOf('mobileAction')}</Typography>
                            )}
                        </>
                    )}
                    {action.type === 'custom' && (
                        <JsFuncEditor label={translate('widget-action.custom-action-function')} functionName="customAction" argNames={CUSTOM_ACTION_ARGS} value={action.customFunction ?? ''} onChange={customFunction => set({ customFunction })} height={200} undefinedCheck={false} />
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={save}>{translate(isNew ? 'action.add' : 'action.save')}</Button>
            </DialogActions>
        </Dialog>
    );
};
