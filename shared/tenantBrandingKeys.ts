/**
 * Where a tenant's accent colour and logo live: two SERVER_SCOPE attributes of the tenant. Both
 * our server and a real ThingsBoard hold tenant attributes without new endpoints, and a tenant
 * admin may write them. Customer users may read exactly these two keys of their own tenant on our
 * server (server/telemetry/tenantBranding.ts); a real ThingsBoard 3.3 refuses customers any tenant
 * attribute, so there they keep the default colours. Shared by the console and the server.
 */
export const TENANT_BRANDING_KEYS = {
    accentColor: 'thingdeckAccentColor',
    logo: 'thingdeckLogo',
} as const;

export const TENANT_BRANDING_KEY_LIST: readonly string[] = Object.values(TENANT_BRANDING_KEYS);
