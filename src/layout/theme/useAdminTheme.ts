import { useMemo } from 'react';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { adminThemeFor } from '../adminTheme';
import { useDirection } from '../direction/useDirection';
import { withComponentTexts } from './componentTexts';
import { useShellSession } from '../useShellSession';
import { useTenantBranding } from './tenantBrandingStore';
import { useThemeMode } from './useThemeMode';

/** The console's theme: the person's light or dark choice, in the accent of their tenant (tenant admins and customer users). */
export const useAdminTheme = () => {
    const { paletteMode } = useThemeMode();
    const user = useShellSession()?.user;
    const tenantId = user && user.authority !== 'SYS_ADMIN' ? (user.tenantId?.id ?? null) : null;
    const { accentColor } = useTenantBranding(tenantId);
    const direction = useDirection();
    const translate = usePublicTranslate();
    return useMemo(
        () => withComponentTexts({ ...adminThemeFor(paletteMode, accentColor), direction }, translate),
        [paletteMode, accentColor, direction, translate]
    );
};
