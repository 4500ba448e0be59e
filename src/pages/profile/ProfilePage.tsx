import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { showToast } from '../../components/toast/toastStore';
import type { User } from '../../../shared/generated/api.gen';
import { useShellSession } from '../../layout/useShellSession';
import { authProvider } from '../../providers/auth/authProvider';
import { AUTHORITY_LABEL_KEYS } from '../../providers/auth/authorityLabels';
import { httpClient } from '../../providers/http/httpClient';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { languageStore } from '../../providers/i18n/languageStore';
import { resolveLanguage } from '../../../shared/i18n/resolveLanguage';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DefaultDashboardInput } from './DefaultDashboardInput';

interface ProfileForm {
    firstName: string;
    lastName: string;
    lang: string;
    defaultDashboardId: string | null;
    defaultDashboardFullscreen: boolean;
}

const formOf = (user: User, currentLanguage: string): ProfileForm => ({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    lang: resolveLanguage(user.additionalInfo?.lang ?? currentLanguage),
    defaultDashboardId: user.additionalInfo?.defaultDashboardId ?? null,
    defaultDashboardFullscreen: user.additionalInfo?.defaultDashboardFullscreen === true,
});

/** The signed-in user's profile: names, language, default dashboard, password (part 1 §2). */
const ProfilePage = () => {
    const session = useShellSession();
    if (!session) return null;
    return <ProfileEditor user={session.user} />;
};

const ProfileEditor = ({ user }: { user: User }) => {
    const translate = useTranslate();
    const [saved, setSaved] = useState(() => formOf(user, languageStore.getSnapshot().locale));
    const [form, setForm] = useState(saved);
    const [saving, setSaving] = useState(false);
    const [changingPassword, setChangingPassword] = useState(false);
    const dirty = JSON.stringify(form) !== JSON.stringify(saved);
    const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
        setForm(current => ({ ...current, [key]: value }));

    const save = async (event: FormEvent) => {
        event.preventDefault();
        setSaving(true);
        // The language is the person's own choice on this device even if saving fails.
        await languageStore.setLanguage(form.lang);
        try {
            const updated = await httpClient.request<User>('/api/user', {
                method: 'POST',
                body: {
                    ...user,
                    firstName: form.firstName.trim() || null,
                    lastName: form.lastName.trim() || null,
                    additionalInfo: {
                        ...user.additionalInfo,
                        lang: form.lang,
                        defaultDashboardId: form.defaultDashboardId,
                        defaultDashboardFullscreen: form.defaultDashboardFullscreen,
                    },
                },
            });
            authProvider.userSaved(updated);
            setSaved(form);
            showToast({ message: 'profile.profile-saved', kind: 'success' });
        } catch {
            // The http layer has shown the server's message.
        } finally {
            setSaving(false);
        }
    };

    return (
        <Card component="form" onSubmit={save} sx={{ maxWidth: 720, mx: 'auto' }}>
            <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
                <Typography component="h2" variant="h5">
                    {user.email}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                    {translate(AUTHORITY_LABEL_KEYS[user.authority])}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    <TextField
                        name="firstName"
                        label={translate('user.first-name')}
                        value={form.firstName}
                        onChange={event => set('firstName', event.target.value)}
                    />
                    <TextField
                        name="lastName"
                        label={translate('user.last-name')}
                        value={form.lastName}
                        onChange={event => set('lastName', event.target.value)}
                    />
                    <TextField
                        select
                        name="lang"
                        label={translate('language.language')}
                        value={form.lang}
                        onChange={event => set('lang', event.target.value)}
                        sx={{ gridColumn: { sm: '1 / -1' } }}
                    >
                        {LANGUAGES.map(language => (
                            <MenuItem key={language.code} value={language.code} lang={language.code.replace('_', '-')}>
                                {language.nativeName}
                            </MenuItem>
                        ))}
                    </TextField>
                    {user.authority !== 'SYS_ADMIN' && (
                        <>
                            <DefaultDashboardInput
                                user={user}
                                value={form.defaultDashboardId}
                                onChange={id => set('defaultDashboardId', id)}
                            />
                            <FormControlLabel
                                control={
                                    <Checkbox
                                        name="defaultDashboardFullscreen"
                                        checked={form.defaultDashboardFullscreen}
                                        onChange={event => set('defaultDashboardFullscreen', event.target.checked)}
                                    />
                                }
                                label={translate('user.always-fullscreen')}
                            />
                        </>
                    )}
                </Box>
            </CardContent>
            <CardActions sx={{ px: { xs: 2, sm: 4 }, pb: 3, gap: 1, flexWrap: 'wrap' }}>
                <Button startIcon={<Lock />} onClick={() => setChangingPassword(true)}>
                    {translate('profile.change-password')}
                </Button>
                <Box sx={{ flex: 1 }} />
                <Button type="submit" variant="contained" disabled={!dirty || saving}>
                    {translate('action.save')}
                </Button>
            </CardActions>
            <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Card>
    );
};

export default ProfilePage;
