import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { homeSectionsOf, type HomeSection } from '../../layout/menu/homeSections';
import { MenuIcon } from '../../layout/menu/menuIcons';
import { menuFor, type MenuSection, PAGE_NAME_OPTIONS } from '../../layout/menu/menuSections';
import { useShellSession } from '../../layout/useShellSession';
import type { HomeDashboardInfo } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { DashboardPage } from '../dashboards/DashboardPage';

/**
 * The home page: the home dashboard when the user, their customer or their tenant set one
 * (GET /api/dashboard/home/info), else the role's shortcut sections, leading to the same places as the menu.
 */
export const HomePage = () => {
    const session = useShellSession();
    const home = useHomeDashboard(session !== null && session.user.authority !== 'SYS_ADMIN');
    if (!session || home === undefined) return null;
    if (home?.dashboardId) return <DashboardPage dashboardId={home.dashboardId.id} hideToolbar={home.hideDashboardToolbar} />;
    const sections = homeSectionsOf(
        menuFor(session.user.authority, session)
    );
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 2 } }}>
            {sections.map(section => (
                <ShortcutSection key={section.name} section={section} />
            ))}
        </Box>
    );
};

/** The home dashboard to show; undefined while asked, null when none (or not asked: the sysadmin has none). */
function useHomeDashboard(ask: boolean): HomeDashboardInfo | null | undefined {
    const { data, isPending } = useQuery({
        queryKey: ['homeDashboardInfo'],
        enabled: ask,
        queryFn: () => httpClient.request<HomeDashboardInfo | null>('/api/dashboard/home/info', { ignoreErrors: true }).catch(() => null),
    });
    if (!ask) return null;
    return isPending ? undefined : (data ?? null);
}

const ShortcutSection = ({ section }: { section: HomeSection }) => {
    const translate = useTranslate();
    return (
        <Card
            component="section"
            aria-label={translate(section.name, PAGE_NAME_OPTIONS)}
            sx={{ p: 2, flex: { xs: '1 1 100%', sm: '1 1 auto' } }}
        >
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 1.5, px: 0.5 }}>
                {translate(section.name, PAGE_NAME_OPTIONS)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {section.places.map(place => (
                    <Place key={place.id} place={place} />
                ))}
            </Box>
        </Card>
    );
};

const Place = ({ place }: { place: MenuSection }) => {
    const translate = useTranslate();
    return (
        <ButtonBase
            component={RouterLink}
            to={place.path}
            focusRipple
            sx={{
                width: { xs: 'calc(50% - 4px)', sm: 128 },
                height: 104,
                borderRadius: 2,
                flexDirection: 'column',
                gap: 1,
                px: 1,
                color: 'primary.main',
                bgcolor: 'rgba(48, 86, 128, 0.05)',
                transition: 'background-color 150ms',
                '&:hover': { bgcolor: 'rgba(48, 86, 128, 0.12)' },
            }}
        >
            <MenuIcon name={place.icon} sx={{ fontSize: 36 }} />
            <Typography variant="body2" align="center" sx={{ color: 'text.primary', lineHeight: 1.2 }}>
                {translate(place.name, PAGE_NAME_OPTIONS)}
            </Typography>
        </ButtonBase>
    );
};
