import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { showToast } from '../../components/toast/toastStore';
import type { OAuth2ClientRegistrationTemplate, OAuth2Info } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { registrationFromTemplate, registrationJson, registrationValues, REGISTRATION_FIELDS } from './oauth2Registration';
import { SettingsCard, SettingsLoading, SettingsSection } from './SettingsCard';
import { SettingsFieldsGrid } from './SettingsFieldsGrid';
import { settingsErrors, type SettingsValues } from './settingsFields';

type Json = Record<string, unknown>;
interface Domain {
    name: string;
    scheme: string;
}
interface ParamsGroup {
    domains: Domain[];
    mobileInfos: Json[];
    providers: SettingsValues[];
}
interface Form {
    enabled: boolean;
    groups: ParamsGroup[];
}

const SCHEMES = ['HTTP', 'HTTPS', 'MIXED'];
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

const formOf = (info: OAuth2Info): Form => ({
    enabled: info.enabled === true,
    groups: list(info.oauth2ParamsInfos).map(params => ({
        domains: list(params.domainInfos).map(domain => ({ name: String(domain.name ?? ''), scheme: String(domain.scheme ?? 'MIXED') })),
        mobileInfos: list(params.mobileInfos),
        providers: list(params.clientRegistrations).map(registrationValues),
    })),
});

const infoOf = (form: Form): OAuth2Info => ({
    enabled: form.enabled,
    oauth2ParamsInfos: form.groups.map(group => ({
        domainInfos: group.domains.map(domain => ({ name: domain.name.trim(), scheme: domain.scheme })),
        mobileInfos: group.mobileInfos,
        clientRegistrations: group.providers.map(registrationJson),
    })),
});

const newGroup = (): ParamsGroup => ({ domains: [{ name: window.location.hostname, scheme: 'MIXED' }], mobileInfos: [], providers: [] });

/** Domains and external sign-in providers from templates, with their mappers (part 2 §3.7, /settings/oauth2). */
const OAuth2SettingsPage = () => {
    const [info, setInfo] = useState<OAuth2Info | null>(null);
    const [templates, setTemplates] = useState<OAuth2ClientRegistrationTemplate[]>([]);
    useEffect(() => {
        let active = true;
        httpClient.request<OAuth2Info>('/api/oauth2/config').then(found => active && setInfo(found), () => undefined);
        httpClient.request<OAuth2ClientRegistrationTemplate[]>('/api/oauth2/config/template').then(found => active && setTemplates(found), () => undefined);
        return () => {
            active = false;
        };
    }, []);
    if (!info) return <SettingsLoading />;
    return <OAuth2Form info={info} templates={templates} />;
};

const OAuth2Form = ({ info, templates }: { info: OAuth2Info; templates: OAuth2ClientRegistrationTemplate[] }) => {
    const translate = useTranslate();
    const [saved, setSaved] = useState(() => formOf(info));
    const [form, setForm] = useState(saved);
    const [showErrors, setShowErrors] = useState(false);
    const [busy, setBusy] = useState(false);
    const dirty = JSON.stringify(form) !== JSON.stringify(saved);
    const providerErrors = form.groups.map(group => group.providers.map(provider => settingsErrors(REGISTRATION_FIELDS, provider)));
    const valid = providerErrors.flat().every(errors => Object.keys(errors).length === 0) && form.groups.every(group => group.domains.every(domain => domain.name.trim()));

    const updateGroup = (index: number, change: (group: ParamsGroup) => ParamsGroup) =>
        setForm(current => ({ ...current, groups: current.groups.map((group, i) => (i === index ? change(group) : group)) }));

    const save = async () => {
        if (!valid) return setShowErrors(true);
        setBusy(true);
        try {
            const stored = await httpClient.request<OAuth2Info>('/api/oauth2/config', { method: 'POST', body: infoOf(form) });
            const next = formOf(stored);
            setSaved(next);
            setForm(next);
            setShowErrors(false);
            showToast({ message: translate('admin.settings-saved'), kind: 'success' });
        } catch {
            // The http layer has shown the server's message.
        } finally {
            setBusy(false);
        }
    };

    return (
        <SettingsCard title="oauth2.oauth2" dirty={dirty} busy={busy} onSubmit={save}>
            <FormControlLabel
                control={<Switch name="enabled" checked={form.enabled} onChange={event => setForm(current => ({
                            enabled: event.target.checked,
                            // Switching on an empty configuration starts the first group for this domain.
                            groups: event.target.checked && current.groups.length === 0 ? [newGroup()] : current.groups,
                        }))} />}
                label={translate('oauth2.enable')}
            />
            {form.enabled && (
                <>
                    {form.groups.map((group, groupIndex) => (
                        <Paper key={groupIndex} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 2 }}>
                            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
                                <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 500 }}>
                                    {translate('oauth2.settings-group', { number: groupIndex + 1 })}
                                </Typography>
                                <Tooltip title={translate('oauth2.delete-settings-group')}>
                                    <IconButton aria-label={translate('oauth2.delete-settings-group')} onClick={() => setForm(current => ({ ...current, groups: current.groups.filter((_, i) => i !== groupIndex) }))}>
                                        <Delete />
                                    </IconButton>
                                </Tooltip>
                            </Box>
                            <DomainsEditor domains={group.domains} showErrors={showErrors} onChange={domains => updateGroup(groupIndex, current => ({ ...current, domains }))} />
                            <SettingsSection title="oauth2.providers">
                                {group.providers.map((provider, providerIndex) => (
                                    <ProviderEditor
                                        key={providerIndex}
                                        provider={provider}
                                        templates={templates}
                                        errors={showErrors ? providerErrors[groupIndex]![providerIndex]! : {}}
                                        onChange={next => updateGroup(groupIndex, current => ({ ...current, providers: current.providers.map((p, i) => (i === providerIndex ? next : p)) }))}
                                        onDelete={() => updateGroup(groupIndex, current => ({ ...current, providers: current.providers.filter((_, i) => i !== providerIndex) }))}
                                    />
                                ))}
                                <Button startIcon={<Add />} onClick={() => updateGroup(groupIndex, current => ({ ...current, providers: [...current.providers, registrationFromTemplate(templates.find(t => t.providerId === 'Google'))] }))}>
                                    {translate('oauth2.add-provider')}
                                </Button>
                            </SettingsSection>
                        </Paper>
                    ))}
                    <Button startIcon={<Add />} sx={{ mt: 2 }} onClick={() => setForm(current => ({ ...current, groups: [...current.groups, newGroup()] }))}>
                        {translate('oauth2.add-settings-group')}
                    </Button>
                </>
            )}
        </SettingsCard>
    );
};

const DomainsEditor = ({ domains, showErrors, onChange }: { domains: Domain[]; showErrors: boolean; onChange: (domains: Domain[]) => void }) => {
    const translate = useTranslate();
    const set = (index: number, change: Partial<Domain>) => onChange(domains.map((domain, i) => (i === index ? { ...domain, ...change } : domain)));
    return (
        <SettingsSection title="oauth2.domains">
            {domains.map((domain, index) => (
                <Box key={index} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr auto', sm: '1fr 160px auto' }, mb: 1.5, alignItems: 'start' }}>
                    <TextField
                        label={translate('oauth2.domain-name')}
                        value={domain.name}
                        required
                        error={showErrors && !domain.name.trim()}
                        helperText={showErrors && !domain.name.trim() ? translate('oauth2.domain-name-required') : undefined}
                        onChange={event => set(index, { name: event.target.value })}
                    />
                    <TextField select label={translate('oauth2.domain-schema')} value={domain.scheme} onChange={event => set(index, { scheme: event.target.value })} sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
                        {SCHEMES.map(scheme => (
                            <MenuItem key={scheme} value={scheme}>
                                {translate(`oauth2.domain-schema-${scheme.toLowerCase()}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <Tooltip title={translate('oauth2.delete-domain')}>
                        <IconButton aria-label={translate('oauth2.delete-domain')} onClick={() => onChange(domains.filter((_, i) => i !== index))} sx={{ mt: 1 }}>
                            <Delete />
                        </IconButton>
                    </Tooltip>
                </Box>
            ))}
            <Button startIcon={<Add />} onClick={() => onChange([...domains, { name: '', scheme: 'MIXED' }])}>
                {translate('oauth2.add-domain')}
            </Button>
        </SettingsSection>
    );
};

interface ProviderProps {
    provider: SettingsValues;
    templates: OAuth2ClientRegistrationTemplate[];
    errors: Record<string, string>;
    onChange: (provider: SettingsValues) => void;
    onDelete: () => void;
}

const ProviderEditor = ({ provider, templates, errors, onChange, onDelete }: ProviderProps) => {
    const translate = useTranslate();
    const chooseTemplate = (providerId: string) => {
        const next = registrationFromTemplate(templates.find(template => template.providerId === providerId));
        onChange({ ...next, clientId: provider.clientId!, clientSecret: provider.clientSecret! });
    };
    return (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, bgcolor: 'action.hover' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
                <TextField select size="small" label={translate('oauth2.login-provider')} value={String(provider.providerName)} onChange={event => chooseTemplate(event.target.value)} sx={{ minWidth: 200 }}>
                    {[...templates.map(template => String(template.providerId)), 'Custom'].map(name => (
                        <MenuItem key={name} value={name}>
                            {name}
                        </MenuItem>
                    ))}
                </TextField>
                <Box sx={{ flex: 1 }} />
                <Tooltip title={translate('oauth2.delete-provider')}>
                    <IconButton aria-label={translate('oauth2.delete-provider')} onClick={onDelete}>
                        <Delete />
                    </IconButton>
                </Tooltip>
            </Box>
            <SettingsFieldsGrid
                fields={REGISTRATION_FIELDS}
                values={provider}
                errors={errors}
                touched={new Set(Object.keys(errors))}
                onChange={(name, value) => onChange({ ...provider, [name]: value })}
            />
        </Paper>
    );
};

export default OAuth2SettingsPage;
