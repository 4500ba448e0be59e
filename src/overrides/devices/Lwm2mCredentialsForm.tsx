import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { clientFor, LWM2M_SECURITY_MODES, lwm2mProblems, serverFor, type Lwm2mCredentials, type Lwm2mSecurityMode, type Lwm2mServerName } from './lwm2mCredentials';

export interface Lwm2mCredentialsFormProps {
    value: Lwm2mCredentials;
    onChange: (value: Lwm2mCredentials) => void;
    showErrors: boolean;
    readOnly: boolean;
}

const mono = { htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } };

/**
 * LwM2M credentials as a form: the client's endpoint and security mode with what the mode needs
 * (PSK identity and key, RPK key, X.509 certificate), then the security of the bootstrap server
 * and of the LwM2M server.
 */
export const Lwm2mCredentialsForm = ({ value, onChange, showErrors, readOnly }: Lwm2mCredentialsFormProps) => {
    const translate = useTranslate();
    const problems = lwm2mProblems(value);
    const { client } = value;
    const helper = (path: string, hint = ' ') => (showErrors && problems[path] ? translate(problems[path]!) : hint);
    const error = (path: string) => showErrors && !!problems[path];
    const setClient = (change: Partial<typeof client>) => onChange({ ...value, client: { ...client, ...change } });
    const setServer = (name: Lwm2mServerName, change: Partial<Lwm2mCredentials['bootstrap'][Lwm2mServerName]>) =>
        onChange({ ...value, bootstrap: { ...value.bootstrap, [name]: { ...value.bootstrap[name], ...change } } });
    const modeSelect = (name: string, label: string, mode: Lwm2mSecurityMode, change: (mode: Lwm2mSecurityMode) => void) => (
        <TextField select name={name} label={label} value={mode} onChange={event => change(event.target.value as Lwm2mSecurityMode)} disabled={readOnly} fullWidth>
            {LWM2M_SECURITY_MODES.map(option => (
                <MenuItem key={option} value={option}>
                    {translate(`device-credentials.lwm2m.mode-${option}`)}
                </MenuItem>
            ))}
        </TextField>
    );
    const server = (name: Lwm2mServerName) => {
        const security = value.bootstrap[name];
        return (
            <Stack spacing={2} key={name}>
                <Typography variant="subtitle2" component="h3">
                    {translate(`device-credentials.lwm2m.${name}`)}
                </Typography>
                {modeSelect(`${name}.securityMode`, translate('device-credentials.lwm2m.security-mode'), security.securityMode, mode => onChange({ ...value, bootstrap: { ...value.bootstrap, [name]: serverFor(mode, security) } }))}
                {security.securityMode !== 'NO_SEC' && (
                    <>
                        <TextField
                            name={`${name}.clientPublicKeyOrId`}
                            label={translate('device-credentials.lwm2m.public-key-or-id')}
                            value={security.clientPublicKeyOrId ?? ''}
                            onChange={event => setServer(name, { clientPublicKeyOrId: event.target.value })}
                            required
                            disabled={readOnly}
                            error={error(`${name}.clientPublicKeyOrId`)}
                            helperText={helper(`${name}.clientPublicKeyOrId`)}
                            slotProps={mono}
                        />
                        <TextField
                            name={`${name}.clientSecretKey`}
                            label={translate('device-credentials.lwm2m.secret-key')}
                            value={security.clientSecretKey ?? ''}
                            onChange={event => setServer(name, { clientSecretKey: event.target.value })}
                            required
                            disabled={readOnly}
                            error={error(`${name}.clientSecretKey`)}
                            helperText={helper(`${name}.clientSecretKey`, translate(security.securityMode === 'PSK' ? 'device-credentials.lwm2m.psk-key-hint' : 'device-credentials.lwm2m.base64-hint'))}
                            slotProps={mono}
                        />
                    </>
                )}
            </Stack>
        );
    };
    return (
        <Stack spacing={2}>
            <TextField
                name="lwm2m.endpoint"
                label={translate('device-credentials.lwm2m.endpoint')}
                value={client.endpoint}
                onChange={event => {
                    const endpoint = event.target.value;
                    // A PSK identity left as the endpoint follows it.
                    setClient(client.securityConfigClientMode === 'PSK' && client.identity === client.endpoint ? { endpoint, identity: endpoint } : { endpoint });
                }}
                required
                disabled={readOnly}
                error={error('client.endpoint')}
                helperText={helper('client.endpoint')}
            />
            {modeSelect('lwm2m.securityConfigClientMode', translate('device-credentials.lwm2m.security-mode'), client.securityConfigClientMode, mode => onChange({ ...value, client: clientFor(mode, client) }))}
            {client.securityConfigClientMode === 'PSK' && (
                <TextField
                    name="lwm2m.identity"
                    label={translate('device-credentials.lwm2m.identity')}
                    value={client.identity ?? ''}
                    onChange={event => setClient({ identity: event.target.value })}
                    required
                    disabled={readOnly}
                    error={error('client.identity')}
                    helperText={helper('client.identity')}
                />
            )}
            {(client.securityConfigClientMode === 'PSK' || client.securityConfigClientMode === 'RPK') && (
                <TextField
                    name="lwm2m.key"
                    label={translate('device-credentials.lwm2m.key')}
                    value={client.key ?? ''}
                    onChange={event => setClient({ key: event.target.value })}
                    required
                    disabled={readOnly}
                    error={error('client.key')}
                    helperText={helper('client.key', translate(client.securityConfigClientMode === 'PSK' ? 'device-credentials.lwm2m.psk-key-hint' : 'device-credentials.lwm2m.base64-hint'))}
                    slotProps={mono}
                />
            )}
            {client.securityConfigClientMode === 'X509' && (
                <TextField
                    name="lwm2m.cert"
                    label={translate('device-credentials.lwm2m.cert')}
                    value={client.cert ?? ''}
                    onChange={event => setClient({ cert: event.target.value })}
                    multiline
                    minRows={3}
                    disabled={readOnly}
                    helperText={translate('device-credentials.lwm2m.cert-hint')}
                    slotProps={mono}
                />
            )}
            {server('bootstrapServer')}
            {server('lwm2mServer')}
        </Stack>
    );
};
