import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DashboardAutocomplete } from '../../components/pickers/DashboardAutocomplete';
import { showToast } from '../../components/toast/toastStore';
import { TenantBrandingFields } from '../../layout/theme/TenantBrandingFields';
import { isUsableAccent, loadTenantBranding, saveTenantBranding, type TenantBranding } from '../../layout/theme/tenantBranding';
import { tenantBrandingStore } from '../../layout/theme/tenantBrandingStore';
import { useShellSession } from '../../layout/useShellSession';
import { SettingsCard, SettingsLoading, SettingsSection } from './SettingsCard';
import { loadHomeSettings, saveHomeSettings, type HomeSettings } from './homeSettings';

interface HomePageSettings {
    home: HomeSettings;
    /** The tenant's accent colour and logo (issue #13), kept in the tenant's attributes. */
    branding: TenantBranding;
}

/**
 * The tenant administrator's home settings (part 1 §2, /settings/home): the dashboard every user
 * of the tenant sees on /home unless theirs or their customer's names another, and whether its
 * toolbar is hidden; and the tenant's look, its accent colour and logo. Save stays off until
 * something changed.
 */
const HomeSettingsPage = () => {
    const tenantId = useShellSession()?.user.tenantId?.id ?? null;
    const [saved, setSaved] = useState<HomePageSettings | null>(null);
    useEffect(() => {
        if (!tenantId) return;
        let active = true;
        const home = loadHomeSettings().catch(() => ({ dashboardId: null, hideToolbar: false }));
        void Promise.all([home, loadTenantBranding(tenantId)]).then(([homeSettings, branding]) => active && setSaved({ home: homeSettings, branding }));
        return () => {
            active = false;
        };
    }, [tenantId]);
    if (!saved || !tenantId) return <SettingsLoading />;
    return <HomeSettingsForm tenantId={tenantId} saved={saved} onSaved={setSaved} />;
};

const sameBranding = (a: TenantBranding, b: TenantBranding) => a.accentColor === b.accentColor && a.logo === b.logo;

const HomeSettingsForm = ({ tenantId, saved, onSaved }: { tenantId: string; saved: HomePageSettings; onSaved: (settings: HomePageSettings) => void }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const [values, setValues] = useState(saved.home);
    const [branding, setBranding] = useState(saved.branding);
    const [busy, setBusy] = useState(false);
    const homeDirty = values.dashboardId !== saved.home.dashboardId || (values.dashboardId !== null && values.hideToolbar !== saved.home.hideToolbar);
    const brandingDirty = !sameBranding(branding, saved.branding);
    const brandingValid = branding.accentColor === null || isUsableAccent(branding.accentColor);

    const save = async () => {
        setBusy(true);
        try {
            if (homeDirty) await saveHomeSettings(values);
            if (brandingDirty) {
                await saveTenantBranding(tenantId, branding);
                // The console recolours at once, without a reload.
                tenantBrandingStore.saved(tenantId, branding);
            }
            onSaved({ home: values, branding });
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
        <SettingsCard title="admin.home-settings" dirty={(homeDirty || brandingDirty) && brandingValid} busy={busy} onSubmit={() => void save()}>
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
            <Divider sx={{ my: 3 }} />
            <SettingsSection title="admin.branding">
                <TenantBrandingFields value={branding} onChange={setBranding} />
            </SettingsSection>
        </SettingsCard>
    );
};

export default HomeSettingsPage;
