import { getContrastRatio } from '@mui/material/styles';
import { httpClient } from '../../providers/http/httpClient';
import { AA_NON_TEXT } from './contrast';
import { TENANT_BRANDING_KEYS, TENANT_BRANDING_KEY_LIST } from '../../../shared/tenantBrandingKeys';

/** A tenant's look: its accent colour (#rrggbb) in place of the brand's primary, and its logo as a data URL. */
export interface TenantBranding {
    accentColor: string | null;
    logo: string | null;
}

export const NO_BRANDING: TenantBranding = { accentColor: null, logo: null };

/** The logo upload's rules: small enough for an attribute, and an image the browser shows safely in <img>. */
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/svg+xml', 'image/jpeg'] as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const LOGO_DATA_URL = /^data:image\/(png|svg\+xml|jpeg);base64,[A-Za-z0-9+/=]+$/;

export const isAccentColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);
export const isLogoDataUrl = (value: unknown): value is string => typeof value === 'string' && LOGO_DATA_URL.test(value);

/** Reads the attributes' values; anything malformed (written by another tool) counts as not set. */
export const brandingOf = (entries: ReadonlyArray<{ key: string; value: unknown }>): TenantBranding => {
    const value = (key: string) => entries.find(entry => entry.key === key)?.value;
    const accentColor = value(TENANT_BRANDING_KEYS.accentColor);
    const logo = value(TENANT_BRANDING_KEYS.logo);
    return { accentColor: isAccentColor(accentColor) ? accentColor.toLowerCase() : null, logo: isLogoDataUrl(logo) ? logo : null };
};

const attributesPath = (tenantId: string) => `/api/plugins/telemetry/TENANT/${tenantId}`;

/** Quietly: a server that refuses (a real ThingsBoard to a customer user) leaves the default look. */
export const loadTenantBranding = async (tenantId: string): Promise<TenantBranding> => {
    try {
        const entries = await httpClient.request<Array<{ key: string; value: unknown }>>(`${attributesPath(tenantId)}/values/attributes/SERVER_SCOPE`, {
            query: { keys: TENANT_BRANDING_KEY_LIST.join(',') },
            ignoreErrors: true,
            ignoreLoading: true,
        });
        return brandingOf(entries ?? []);
    } catch {
        return NO_BRANDING;
    }
};

/** "Not set" is stored as an empty text, which brandingOf reads back as null. */
export const saveTenantBranding = (tenantId: string, branding: TenantBranding): Promise<unknown> =>
    httpClient.request(`${attributesPath(tenantId)}/SERVER_SCOPE`, {
        method: 'POST',
        body: { [TENANT_BRANDING_KEYS.accentColor]: branding.accentColor ?? '', [TENANT_BRANDING_KEYS.logo]: branding.logo ?? '' },
    });

/**
 * An accent is refused below 3:1 against white (WCAG's minimum for controls): lighter colours
 * would have to be darkened so far for text that the tenant would not recognise them.
 */
export const accentContrastWithWhite = (accentColor: string): number => Math.round(getContrastRatio(accentColor, '#ffffff') * 100) / 100;
export const isUsableAccent = (accentColor: string): boolean => accentContrastWithWhite(accentColor) >= AA_NON_TEXT;
