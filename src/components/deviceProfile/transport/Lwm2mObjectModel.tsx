import DeleteIcon from '@mui/icons-material/Delete';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Lwm2mAttributesDialog } from './Lwm2mAttributesDialog';
import type { Lwm2mObject } from './lwm2mObjects';
import { keyNameErrors, resourcePath, setSelection, type Lwm2mObserveAttr, type ResourceSelection } from './lwm2mObserve';

const SELECTIONS: readonly ResourceSelection[] = ['attribute', 'telemetry', 'observe'];
const WIDE_ONLY = { xs: 'none', sm: 'table-cell' } as const;
const NARROW_ONLY = { xs: 'flex', sm: 'none' } as const;

interface Lwm2mObjectModelProps {
    object: Lwm2mObject;
    value: Lwm2mObserveAttr;
    onChange: (value: Lwm2mObserveAttr) => void;
    onRemove: () => void;
}

/** One object's resources per instance: attribute / telemetry / observe, key name and write attributes. */
export const Lwm2mObjectModel = ({ object, value, onChange, onRemove }: Lwm2mObjectModelProps) => {
    const translate = useTranslate();
    const [editing, setEditing] = useState<{ path: string; name: string } | null>(null);
    const keyErrors = keyNameErrors(value);
    return (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography sx={{ flex: 1, fontWeight: 500 }}>
                    {object.name} <Typography component="span" color="text.secondary">#{object.keyId}</Typography>
                </Typography>
                <IconButton aria-label={translate('device-profile.lwm2m.remove-object')} onClick={onRemove} size="small">
                    <DeleteIcon fontSize="small" />
                </IconButton>
            </Stack>
            {object.instances.map(instance => (
                <TableContainer key={instance.id ?? 0} sx={{ mb: 1 }}>
                    <Typography variant="caption" color="text.secondary">
                        {translate('device-profile.lwm2m.instance', { id: instance.id ?? 0 })}
                    </Typography>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('device-profile.lwm2m.resource')}</TableCell>
                                {SELECTIONS.map(selection => (
                                    <TableCell key={selection} padding="checkbox" align="center">
                                        {translate(`device-profile.lwm2m.${selection}`)}
                                    </TableCell>
                                ))}
                                <TableCell sx={{ minWidth: 160, display: WIDE_ONLY }}>{translate('device-profile.lwm2m.key-name')}</TableCell>
                                <TableCell padding="checkbox" sx={{ display: WIDE_ONLY }} />
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {(instance.resources ?? []).map(resource => {
                                const path = resourcePath(object.keyId, instance.id ?? 0, resource.id ?? 0);
                                const name = resource.name ?? String(resource.id);
                                const used = value.attribute.includes(path) || value.telemetry.includes(path);
                                const attributeCount = Object.keys(value.attributeLwm2m[path] ?? {}).length;
                                const keyNameField = used && (
                                    <TextField
                                        size="small"
                                        variant="standard"
                                        required
                                        fullWidth
                                        value={value.keyName[path] ?? ''}
                                        error={!!keyErrors[path]}
                                        helperText={keyErrors[path] ? translate(keyErrors[path]) : undefined}
                                        slotProps={{ htmlInput: { 'aria-label': `${name} ${translate('device-profile.lwm2m.key-name')}` } }}
                                        onChange={event => onChange({ ...value, keyName: { ...value.keyName, [path]: event.target.value } })}
                                    />
                                );
                                const attributesButton = (
                                    <Tooltip title={translate('device-profile.lwm2m.edit-attributes')}>
                                        <IconButton size="small" aria-label={translate('device-profile.lwm2m.edit-attributes')} onClick={() => setEditing({ path, name })}>
                                            <Badge badgeContent={attributeCount} color="primary">
                                                <TuneIcon fontSize="small" />
                                            </Badge>
                                        </IconButton>
                                    </Tooltip>
                                );
                                return (
                                    <TableRow key={path} sx={{ '& > td': { height: 44, py: 0.25 } }}>
                                        <TableCell>
                                            {name} <Typography component="span" variant="caption" color="text.secondary">#{resource.id}</Typography>
                                            {/* On a phone the key name and write attributes of a used resource go under it, not in columns off screen. */}
                                            {(used || attributeCount > 0) && (
                                                <Box sx={{ display: NARROW_ONLY, alignItems: 'center', gap: 0.5, mt: 0.25 }}>
                                                    {keyNameField}
                                                    {attributesButton}
                                                </Box>
                                            )}
                                        </TableCell>
                                        {SELECTIONS.map(selection => (
                                            <TableCell key={selection} padding="checkbox" align="center">
                                                <Checkbox
                                                    size="small"
                                                    disabled={selection === 'observe' && !used}
                                                    checked={value[selection].includes(path)}
                                                    inputProps={{ 'aria-label': `${name} ${translate(`device-profile.lwm2m.${selection}`)}` }}
                                                    onChange={event => onChange(setSelection(value, path, selection, event.target.checked, name, resource.keyName))}
                                                />
                                            </TableCell>
                                        ))}
                                        <TableCell sx={{ display: WIDE_ONLY }}>{keyNameField}</TableCell>
                                        <TableCell padding="checkbox" sx={{ display: WIDE_ONLY }}>
                                            {attributesButton}
                                        </TableCell>
                                    </TableRow>
                                );
                            })}
                        </TableBody>
                    </Table>
                </TableContainer>
            ))}
            {editing && (
                <Lwm2mAttributesDialog
                    title={translate('device-profile.lwm2m.attributes-of', { name: editing.name })}
                    value={value.attributeLwm2m[editing.path] ?? {}}
                    onCancel={() => setEditing(null)}
                    onSave={attributes => {
                        const attributeLwm2m = { ...value.attributeLwm2m, [editing.path]: attributes };
                        if (Object.keys(attributes).length === 0) delete attributeLwm2m[editing.path];
                        onChange({ ...value, attributeLwm2m });
                        setEditing(null);
                    }}
                />
            )}
        </Paper>
    );
};
