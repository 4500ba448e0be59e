import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { saveFile } from '../../../lib/saveFile';
import { archiveFileNameOf, gatewayArchive } from './gatewayArchive';
import { CONNECTOR_TYPES, LOG_LEVELS, gatewayFormErrors, hasErrors, type ConnectorType, type GatewayConnector, type GatewayForm, type LogLevel } from './gatewayConfiguration';

export interface GatewayConfigFormProps {
    initial: GatewayForm;
    readOnly: boolean;
    /** Saves the form; rejects when the server refused (its toast says why). */
    onSave: (form: GatewayForm) => Promise<void>;
    /** The text shown after a save (the widget's successfulSave setting), else the console's own. */
    savedText?: string;
    /** The downloaded archive's file name (the widget's archiveFileName setting). */
    archiveFileName?: unknown;
    /** After a download, as ThingsBoard: keeps the chosen logging level on the gateway (its shared RemoteLoggingLevel). */
    onDownloaded?: (form: GatewayForm) => Promise<void>;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pt: 0.5, pb: 1.5, minWidth: 0 }}>
        <Typography component="legend" variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
            {title}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
    </Box>
);

const NEW_CONNECTOR: GatewayConnector = { name: '', type: 'MQTT', enabled: true, config: '{\n  \n}' };

/**
 * The IoT gateway's configuration, as ThingsBoard's gateway widgets edit it: how it connects to the
 * platform, its logs, its storage and its connectors (each enabled or kept as a draft, with its own
 * JSON configuration). Errors show in the fields; Save stays off until the form is changed and valid.
 */
export const GatewayConfigForm = ({ initial, readOnly, onSave, savedText, archiveFileName, onDownloaded }: GatewayConfigFormProps) => {
    const translate = useTranslate();
    const [form, setForm] = useState(initial);
    const [dirty, setDirty] = useState(false);
    const [saving, setSaving] = useState(false);
    const [saved, setSaved] = useState(false);
    const errors = gatewayFormErrors(form);
    const set = (patch: Partial<GatewayForm>) => {
        setForm(current => ({ ...current, ...patch }));
        setDirty(true);
        setSaved(false);
    };
    const setConnector = (index: number, patch: Partial<GatewayConnector>) => set({ connectors: form.connectors.map((connector, at) => (at === index ? { ...connector, ...patch } : connector)) });
    const fieldError = (key: keyof Omit<typeof errors, 'connectors'>) => (dirty && errors[key] ? { error: true, helperText: translate(errors[key]!) } : {});
    const field = (key: 'host' | 'port' | 'accessToken' | 'caCertPath' | 'privateKeyPath' | 'certPath' | 'logsPath' | 'readRecordsCount' | 'maxRecordsCount' | 'maxFilesCount' | 'dataFolderPath', label: string, numeric = false) => (
        <TextField
            size="small"
            label={translate(label)}
            value={form[key]}
            onChange={event => set({ [key]: event.target.value })}
            disabled={readOnly}
            inputProps={numeric ? { inputMode: 'numeric' } : undefined}
            {...(key in errors ? fieldError(key as keyof Omit<typeof errors, 'connectors'>) : {})}
            fullWidth
        />
    );
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (readOnly || !dirty || hasErrors(errors)) return;
        setSaving(true);
        try {
            await onSave(form);
            setDirty(false);
            setSaved(true);
        } catch {
            // The http client's toast says what the server refused; the form keeps the changes.
        } finally {
            setSaving(false);
        }
    };

    const download = () => {
        if (hasErrors(errors)) return;
        saveFile(new Blob([gatewayArchive(form)], { type: 'application/zip' }), archiveFileNameOf(archiveFileName));
        // The http client's toast says what the server refused.
        onDownloaded?.(form).catch(() => undefined);
    };

    return (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
            <Section title={translate('widgets.gateway.connection')}>
                <Stack direction="row" spacing={1}>
                    {field('host', 'widgets.gateway.host')}
                    <Box sx={{ width: 120, flexShrink: 0 }}>{field('port', 'widgets.gateway.port', true)}</Box>
                </Stack>
                <FormControlLabel control={<Switch checked={form.remoteConfiguration} onChange={event => set({ remoteConfiguration: event.target.checked })} disabled={readOnly} />} label={translate('widgets.gateway.remote-configuration')} />
                <TextField select size="small" label={translate('widgets.gateway.security')} value={form.securityType} onChange={event => set({ securityType: event.target.value as GatewayForm['securityType'] })} disabled={readOnly}>
                    <MenuItem value="accessToken">{translate('widgets.gateway.access-token')}</MenuItem>
                    <MenuItem value="tls">TLS</MenuItem>
                </TextField>
                {form.securityType === 'accessToken' ? field('accessToken', 'widgets.gateway.access-token') : (
                    <>
                        {field('caCertPath', 'widgets.gateway.ca-cert')}
                        {field('privateKeyPath', 'widgets.gateway.private-key')}
                        {field('certPath', 'widgets.gateway.cert')}
                    </>
                )}
            </Section>
            <Section title={translate('widgets.gateway.logs')}>
                <Stack direction="row" spacing={1}>
                    <TextField select size="small" label={translate('widgets.gateway.log-level')} value={form.logLevel} onChange={event => set({ logLevel: event.target.value as LogLevel })} disabled={readOnly} sx={{ width: 160, flexShrink: 0 }}>
                        {LOG_LEVELS.map(level => <MenuItem key={level} value={level}>{level}</MenuItem>)}
                    </TextField>
                    {field('logsPath', 'widgets.gateway.logs-path')}
                </Stack>
            </Section>
            <Section title={translate('widgets.gateway.storage')}>
                <TextField select size="small" label={translate('widgets.gateway.storage-type')} value={form.storageType} onChange={event => set({ storageType: event.target.value as GatewayForm['storageType'] })} disabled={readOnly}>
                    <MenuItem value="memory">{translate('widgets.gateway.storage-memory')}</MenuItem>
                    <MenuItem value="file">{translate('widgets.gateway.storage-file')}</MenuItem>
                </TextField>
                <Stack direction="row" spacing={1}>
                    {field('readRecordsCount', 'widgets.gateway.read-records', true)}
                    {field('maxRecordsCount', form.storageType === 'file' ? 'widgets.gateway.max-records-per-file' : 'widgets.gateway.max-records', true)}
                </Stack>
                {form.storageType === 'file' && (
                    <Stack direction="row" spacing={1}>
                        {field('maxFilesCount', 'widgets.gateway.max-files', true)}
                        {field('dataFolderPath', 'widgets.gateway.data-folder')}
                    </Stack>
                )}
            </Section>
            <Section title={translate('widgets.gateway.connectors')}>
                {form.connectors.length === 0 && <Typography variant="body2" color="text.secondary">{translate('widgets.gateway.no-connectors')}</Typography>}
                {form.connectors.map((connector, index) => {
                    const problems = dirty ? errors.connectors?.[index] : undefined;
                    return (
                        <Stack key={index} spacing={1} role="group" aria-label={connector.name || translate('widgets.gateway.connector')} sx={{ pb: 1, borderBottom: 1, borderColor: 'divider' }}>
                            <Stack direction="row" spacing={1} alignItems="flex-start">
                                <Tooltip title={translate('widgets.gateway.connector-enabled')}>
                                    <Switch checked={connector.enabled} onChange={event => setConnector(index, { enabled: event.target.checked })} disabled={readOnly} inputProps={{ 'aria-label': translate('widgets.gateway.connector-enabled') }} />
                                </Tooltip>
                                <TextField size="small" label={translate('widgets.gateway.connector-name')} value={connector.name} onChange={event => setConnector(index, { name: event.target.value })} disabled={readOnly} error={Boolean(problems?.name)} helperText={problems?.name ? translate(problems.name) : undefined} sx={{ flex: 1 }} />
                                <TextField select size="small" label={translate('widgets.gateway.connector-type')} value={connector.type} onChange={event => setConnector(index, { type: event.target.value as ConnectorType })} disabled={readOnly} sx={{ width: 120 }}>
                                    {CONNECTOR_TYPES.map(type => <MenuItem key={type} value={type}>{type}</MenuItem>)}
                                </TextField>
                                {!readOnly && (
                                    <Tooltip title={translate('widgets.gateway.remove-connector')}>
                                        <IconButton aria-label={translate('widgets.gateway.remove-connector')} onClick={() => set({ connectors: form.connectors.filter((_connector, at) => at !== index) })}>
                                            <DeleteIcon />
                                        </IconButton>
                                    </Tooltip>
                                )}
                            </Stack>
                            <TextField
                                size="small"
                                multiline
                                minRows={3}
                                maxRows={12}
                                label={translate('widgets.gateway.connector-config')}
                                value={connector.config}
                                onChange={event => setConnector(index, { config: event.target.value })}
                                disabled={readOnly}
                                error={Boolean(problems?.config)}
                                helperText={problems?.config ? translate(problems.config) : undefined}
                                inputProps={{ spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } }}
                            />
                        </Stack>
                    );
                })}
                {!readOnly && (
                    <Box>
                        <Button size="small" startIcon={<AddIcon />} onClick={() => set({ connectors: [...form.connectors, { ...NEW_CONNECTOR }] })}>
                            {translate('widgets.gateway.add-connector')}
                        </Button>
                    </Box>
                )}
            </Section>
            {!readOnly && (
                <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
                    {saved && <Alert severity="success" sx={{ py: 0, flex: 1 }}>{savedText || translate('widgets.gateway.saved')}</Alert>}
                    {/* The gateway runs from files when its remote configuration is off: ThingsBoard offers them to download instead of saving. */}
                    <Tooltip title={translate('widgets.gateway.download-tip')}>
                        <span>
                            <Button variant={form.remoteConfiguration ? 'outlined' : 'contained'} startIcon={<DownloadIcon />} onClick={download} disabled={hasErrors(errors)}>
                                {translate('widgets.gateway.download')}
                            </Button>
                        </span>
                    </Tooltip>
                    {form.remoteConfiguration && (
                        <Button type="submit" variant="contained" disabled={!dirty || saving || hasErrors(errors)}>
                            {translate('action.save')}
                        </Button>
                    )}
                </Stack>
            )}
        </Box>
    );
};
