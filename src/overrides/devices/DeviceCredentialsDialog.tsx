import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DeviceCredentials, DeviceCredentialsType } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { readMqttBasic, writeMqttBasic, type MqttBasicValue, type TransportType } from './credentialTypes';

const ACCESS_TOKEN_MAX_LENGTH = 32;

interface DeviceCredentialsDialogProps {
    deviceId: string;
    transport: TransportType;
    allowedTypes: readonly DeviceCredentialsType[];
    readOnly: boolean;
    onClose: () => void;
}

interface Draft {
    credentialsType: DeviceCredentialsType;
    accessToken: string;
    certificate: string;
    mqtt: MqttBasicValue;
    lwm2m: string;
}

const draftOf = (credentials: DeviceCredentials): Draft => ({
    credentialsType: credentials.credentialsType,
    accessToken: credentials.credentialsType === 'ACCESS_TOKEN' ? (credentials.credentialsId ?? '') : '',
    certificate: credentials.credentialsType === 'X509_CERTIFICATE' ? (credentials.credentialsValue ?? '') : '',
    mqtt: readMqttBasic(credentials.credentialsType === 'MQTT_BASIC' ? credentials.credentialsValue : null),
    lwm2m: credentials.credentialsType === 'LWM2M_CREDENTIALS' ? (credentials.credentialsValue ?? '') : '',
});

/** What the draft asks to fix before saving, as an i18n key, or null. */
const problemOf = (draft: Draft): string | null => {
    switch (draft.credentialsType) {
        case 'ACCESS_TOKEN':
            if (!draft.accessToken.trim()) return 'device-credentials.access-token-required';
            return draft.accessToken.length > ACCESS_TOKEN_MAX_LENGTH ? 'device-credentials.access-token-max-length' : null;
        case 'X509_CERTIFICATE':
            return draft.certificate.trim() ? null : 'device-credentials.rsa-key-required';
        case 'MQTT_BASIC':
            return draft.mqtt.clientId.trim() || draft.mqtt.userName.trim() ? null : 'device-credentials.client-id-or-user-name-required';
        default:
            try {
                JSON.parse(draft.lwm2m);
                return null;
            } catch {
                return 'entity.invalid-json';
            }
    }
};

/** The credentials as ThingsBoard saves them: the id for a token, the value otherwise. */
const toCredentials = (loaded: DeviceCredentials, draft: Draft): DeviceCredentials => {
    const base = { ...loaded, credentialsType: draft.credentialsType };
    switch (draft.credentialsType) {
        case 'ACCESS_TOKEN':
            return { ...base, credentialsId: draft.accessToken.trim(), credentialsValue: null };
        case 'X509_CERTIFICATE':
            return { ...base, credentialsId: null, credentialsValue: draft.certificate };
        case 'MQTT_BASIC':
            return { ...base, credentialsId: null, credentialsValue: writeMqttBasic(draft.mqtt) };
        default:
            return { ...base, credentialsId: null, credentialsValue: draft.lwm2m };
    }
};

/** Device credentials, offering only the types the device's transport allows (part 2 §3.6). */
export const DeviceCredentialsDialog = ({ deviceId, transport, allowedTypes, readOnly, onClose }: DeviceCredentialsDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [loaded, setLoaded] = useState<DeviceCredentials | null>(null);
    const [draft, setDraft] = useState<Draft | null>(null);
    const [touched, setTouched] = useState(false);
    const [saving, setSaving] = useState(false);

    useEffect(() => {
        const controller = new AbortController();
        httpClient
            .request<DeviceCredentials>(`/api/device/${deviceId}/credentials`, { signal: controller.signal })
            .then(credentials => {
                setLoaded(credentials);
                setDraft(draftOf(credentials));
            })
            .catch(() => onClose());
        return () => controller.abort();
    }, [deviceId, onClose]);

    const problem = draft ? problemOf(draft) : null;
    const change = (next: Partial<Draft>) => setDraft(current => (current ? { ...current, ...next } : current));
    const changeMqtt = (next: Partial<MqttBasicValue>) => setDraft(current => (current ? { ...current, mqtt: { ...current.mqtt, ...next } } : current));
    const showProblem = touched && problem ? translate(problem, { _: problem }) : undefined;

    const save = async () => {
        setTouched(true);
        if (!loaded || !draft || problem) return;
        setSaving(true);
        try {
            await httpClient.request('/api/device/credentials', { method: 'POST', body: toCredentials(loaded, draft) });
            notify('device-credentials.saved', { type: 'success' });
            onClose();
        } catch {
            // The error catalogue already told the person (e.g. credentials taken by another device).
        } finally {
            setSaving(false);
        }
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={event => event.stopPropagation()}>
            <DialogTitle>{translate('device-credentials.title')}</DialogTitle>
            <DialogContent>
                {draft && (
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <TextField
                            select
                            name="credentialsType"
                            label={translate('device-credentials.type')}
                            value={draft.credentialsType}
                            onChange={event => change({ credentialsType: event.target.value as DeviceCredentialsType })}
                            disabled={readOnly}
                            helperText={translate('device-credentials.only-types', { transport })}
                        >
                            {allowedTypes.map(type => (
                                <MenuItem key={type} value={type}>
                                    {translate(`device-credentials.${type}`)}
                                </MenuItem>
                            ))}
                        </TextField>
                        {draft.credentialsType === 'ACCESS_TOKEN' && (
                            <TextField
                                name="accessToken"
                                label={translate('device-credentials.access-token')}
                                value={draft.accessToken}
                                onChange={event => change({ accessToken: event.target.value })}
                                required
                                disabled={readOnly}
                                error={!!showProblem}
                                helperText={showProblem ?? ' '}
                                slotProps={{ htmlInput: { maxLength: ACCESS_TOKEN_MAX_LENGTH + 1, style: { fontFamily: 'monospace' } } }}
                            />
                        )}
                        {draft.credentialsType === 'X509_CERTIFICATE' && (
                            <TextField
                                name="certificate"
                                label={translate('device-credentials.rsa-key')}
                                value={draft.certificate}
                                onChange={event => change({ certificate: event.target.value })}
                                required
                                multiline
                                minRows={5}
                                disabled={readOnly}
                                error={!!showProblem}
                                helperText={showProblem ?? ' '}
                                slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 12 } } }}
                            />
                        )}
                        {draft.credentialsType === 'MQTT_BASIC' && (
                            <>
                                <TextField
                                    name="clientId"
                                    label={translate('device-credentials.client-id')}
                                    value={draft.mqtt.clientId}
                                    onChange={event => changeMqtt({ clientId: event.target.value })}
                                    disabled={readOnly}
                                />
                                <TextField
                                    name="userName"
                                    label={translate('device-credentials.user-name')}
                                    value={draft.mqtt.userName}
                                    onChange={event => changeMqtt({ userName: event.target.value })}
                                    disabled={readOnly}
                                />
                                <TextField
                                    name="mqttPassword"
                                    type="password"
                                    label={translate('device-credentials.password')}
                                    value={draft.mqtt.password}
                                    onChange={event => changeMqtt({ password: event.target.value })}
                                    disabled={readOnly}
                                    autoComplete="new-password"
                                />
                                {showProblem && (
                                    <Typography variant="caption" color="error">
                                        {showProblem}
                                    </Typography>
                                )}
                            </>
                        )}
                        {draft.credentialsType === 'LWM2M_CREDENTIALS' && (
                            <TextField
                                name="lwm2m"
                                label={translate('device-credentials.lwm2m-credentials')}
                                value={draft.lwm2m}
                                onChange={event => change({ lwm2m: event.target.value })}
                                multiline
                                minRows={6}
                                disabled={readOnly}
                                error={!!showProblem}
                                helperText={showProblem ?? ' '}
                                slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 12 } } }}
                            />
                        )}
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <MuiButton onClick={onClose}>{translate('entity.cancel')}</MuiButton>
                {!readOnly && (
                    <MuiButton variant="contained" onClick={save} disabled={!draft || saving}>
                        {translate('entity.save')}
                    </MuiButton>
                )}
            </DialogActions>
        </Dialog>
    );
};
