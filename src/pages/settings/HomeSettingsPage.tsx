import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DashboardAutocomplete } from '../../components/pickers/DashboardAutocomplete';
import { showToast } from '../../components/toast/toastStore';
import { SettingsCard, SettingsLoading } from './SettingsCard';
import { loadHomeSettings, saveHomeSettings, type HomeSettings } from './homeSettings';

/**
 * The tenant administrator's home settings (part 1 §2, /settings/home): the dashboard every user
 * of the tenant sees on /home unless theirs or their customer's names another, and whether its
 * toolbar is hidden. Save stays off until something changed.
 */
const HomeSettingsPage = () => {
    const [saved, setSaved] = useState<HomeSettings | null>(null);
    useEffect(() => {
        let active = true;
        loadHomeSettings()
            .then(settings => active && setSaved(settings))
            .catch(() => active && setSaved({ dashboardId: null, hideToolbar: false }));
        return () => {
            active = false;
        };
    }, []);
    if (!saved) return <SettingsLoading />;
    return <HomeSettingsForm saved={saved} onSaved={setSaved} />;
};

const HomeSettingsForm = ({ saved, onSaved }: { saved: HomeSettings; onSaved: (settings: HomeSettings) => void }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const [values, setValues] = useState(saved);
    const [busy, setBusy] = useState(false);
    const dirty = values.dashboardId !== saved.dashboardId || (values.dashboardId !== null && values.hideToolbar !== saved.hideToolbar);

    const save = async () => {
        setBusy(true);
        try {
            await saveHomeSettings(values);
            onSaved(values);
            // /home asks again for the dashboard it shows.
            void queryClient.invalidateQueries({ queryKey: ['homeDashboardInfo'] });
            showToast({ message: translate('admin.settings-saved'), kind: 'success' });
        } catch {
            // The http layer has shown the server's message.
        } finally {
            setBusy(false);
        }
    };

    return (
        <SettingsCard title="admin.home-settings" dirty={dirty} busy={busy} onSubmit={() => void save()}>
            <Stack spacing={2}>
                <DashboardAutocomplete
                    value={values.dashboardId}
                    onChange={dashboardId => setValues(current => ({ ...current, dashboardId }))}
                    label={translate('dashboard.home-dashboard')}
                />
                <FormControlLabel
                    disabled={values.dashboardId === null}
                    control={<Checkbox checked={values.dashboardId !== null && values.hideToolbar} onChange={event => setValues(current => ({ ...current, hideToolbar: event.target.checked }))} />}
                    label={translate('dashboard.home-dashboard-hide-toolbar')}
                />
            </Stack>
        </SettingsCard>
    );
};

export default HomeSettingsPage;
