import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { JsFuncEditor } from '../../../components/editors/JsFuncEditor';
import { JsonFormInput } from '../../../components/inputs/JsonFormInput';
import type { DataKey } from '../../model/dashboardConfig';
import { ColorField } from './ColorField';
import { parseSettingsSchema } from './settingsSchema';
import { dataKeyErrors } from './widgetConfigModel';

/** The arguments of a function key's body and of post-processing (part2 §3.2). */
export const FUNCTION_ARGS = ['time', 'prevValue'];
export const POST_PROCESSING_ARGS = ['time', 'value', 'prevValue', 'timePrev', 'prevOrigValue'];
/** ThingsBoard's body when post-processing is switched on. */
const DEFAULT_POST_FUNC_BODY = 'return value;';

export interface DataKeyDialogProps {
    dataKey: DataKey;
    /** The widget type's dataKeySettingsSchema (JSON text); its form edits `settings`. */
    dataKeySettingsSchema?: string | null;
    onSave(dataKey: DataKey): void;
    onClose(): void;
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** One data key: label, colour, units, decimals, function and post-processing bodies, and the type's key settings. */
export const DataKeyDialog = ({ dataKey: initial, dataKeySettingsSchema, onSave, onClose }: DataKeyDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [key, setKey] = useState<DataKey>(initial);
    const [submitted, setSubmitted] = useState(false);
    const [scriptsValid, setScriptsValid] = useState({ funcBody: true, postFuncBody: true });
    const [settingsValid, setSettingsValid] = useState(true);
    const settingsSchema = parseSettingsSchema(dataKeySettingsSchema);
    const errors = dataKeyErrors(key);
    const errorOf = (field: string) => (submitted && errors[field] ? translate(errors[field]) : null);
    const save = () => {
        setSubmitted(true);
        if (Object.keys(errors).length === 0 && scriptsValid.funcBody && scriptsValid.postFuncBody && settingsValid) onSave(key);
    };
    return (
        <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="data-key-title">
            <DialogTitle id="data-key-title">
                {translate('datakey.configuration')}: <Typography component="span" sx={{ fontFamily: 'monospace' }}>{key.name}</Typography>
            </DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                        <Box sx={{ flex: 1 }}>
                            <TextField fullWidth size="small" label={translate('datakey.label')} value={key.label ?? ''} onChange={event => setKey({ ...key, label: event.target.value })} />
                        </Box>
                        <Box sx={{ flex: 1 }}>
                            <ColorField label={translate('datakey.color')} value={key.color} onChange={color => setKey({ ...key, color: color ?? '' })} error={errorOf('color')} required />
                        </Box>
                    </Stack>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                        <TextField size="small" label={translate('datakey.units')} value={key.units ?? ''} onChange={event => setKey({ ...key, units: event.target.value || null })} sx={{ flex: 1 }} />
                        <TextField
                            size="small"
                            type="number"
                            label={translate('datakey.decimals')}
                            value={key.decimals ?? ''}
                            onChange={event => setKey({ ...key, decimals: numberOrNull(event.target.value) })}
                            error={!!errorOf('decimals')}
                            helperText={errorOf('decimals')}
                            slotProps={{ htmlInput: { min: 0, max: 15, step: 1 } }}
                            sx={{ flex: 1 }}
                        />
                    </Stack>
                    {key.type === 'function' && (
                        <Stack spacing={0.5}>
                            <JsFuncEditor
                                label={translate('datakey.data-generation-func')}
                                functionName="getValue"
                                argNames={FUNCTION_ARGS}
                                value={key.funcBody ?? ''}
                                onChange={funcBody => setKey({ ...key, funcBody })}
                                onValidityChange={valid => setScriptsValid(current => ({ ...current, funcBody: valid }))}
                                height={160}
                            />
                            {errorOf('funcBody') && <Typography variant="caption" color="error">{errorOf('funcBody')}</Typography>}
                        </Stack>
                    )}
                    {key.type !== 'alarm' && (
                        <>
                            <FormControlLabel
                                control={
                                    <Checkbox
                                        checked={key.usePostProcessing === true}
                                        onChange={event => setKey({ ...key, usePostProcessing: event.target.checked, postFuncBody: event.target.checked ? key.postFuncBody || DEFAULT_POST_FUNC_BODY : key.postFuncBody })}
                                    />
                                }
                                label={translate('datakey.use-data-post-processing-func')}
                            />
                            {key.usePostProcessing && (
                                <JsFuncEditor
                                    label={translate('datakey.data-post-processing-func')}
                                    functionName="postProcess"
                                    argNames={POST_PROCESSING_ARGS}
                                    value={key.postFuncBody ?? ''}
                                    onChange={postFuncBody => setKey({ ...key, postFuncBody })}
                                    onValidityChange={valid => setScriptsValid(current => ({ ...current, postFuncBody: valid }))}
                                    height={160}
                                />
                            )}
                        </>
                    )}
                    {settingsSchema && (
                        <Stack spacing={1}>
                            <Typography variant="subtitle2">{translate('datakey.settings')}</Typography>
                            <JsonFormInput
                                value={{ ...settingsSchema, model: key.settings ?? {} }}
                                onChange={(settings, valid) => {
                                    setKey(current => ({ ...current, settings }));
                                    setSettingsValid(valid);
                                }}
                            />
                        </Stack>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={save}>{translate('action.save')}</Button>
            </DialogActions>
        </Dialog>
    );
};
