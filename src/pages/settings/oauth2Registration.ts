import type { OAuth2ClientRegistrationTemplate } from '../../../shared/generated/api.gen';
import { type SettingsField, type SettingsValues } from './settingsFields';

type Json = Record<string, unknown>;

const required = (name: string, label: string, extra: Partial<SettingsField> = {}): SettingsField => ({
    name,
    label: `oauth2.${label}`,
    kind: 'text',
    required: `oauth2.${label}-required`,
    ...extra,
});
const optional = (name: string, label: string, extra: Partial<SettingsField> = {}): SettingsField => ({ name, label: `oauth2.${label}`, kind: 'text', ...extra });
const isCustomMapper = (values: SettingsValues) => values['mapperConfig.type'] === 'CUSTOM';
const isCustomTenantName = (values: SettingsValues) => !isCustomMapper(values) && values['mapperConfig.basic.tenantNameStrategy'] === 'CUSTOM';
/** Select options as value → i18n key. */
const selectOf = (options: Record<string, string>) => Object.entries(options).map(([value, label]) => ({ value, label }));

/** A client registration as a flat form: dotted names reach into mapperConfig (part 2 §3.7's choices). */
export const REGISTRATION_FIELDS: SettingsField[] = [
    required('clientId', 'client-id'),
    required('clientSecret', 'client-secret', { kind: 'password' }),
    required('authorizationUri', 'authorization-uri', { wide: true }),
    required('accessTokenUri', 'access-token-uri', { wide: true }),
    optional('userInfoUri', 'user-info-uri', { wide: true }),
    optional('jwkSetUri', 'jwk-set-uri', { wide: true }),
    required('scope', 'scope', { hint: 'oauth2.scope-hint' }),
    required('userNameAttributeName', 'user-name-attribute-name'),
    { name: 'clientAuthenticationMethod', label: 'oauth2.client-authentication-method', kind: 'select', options: selectOf({ BASIC: 'oauth2.client-authentication-method-basic', POST: 'oauth2.client-authentication-method-post' }) },
    optional('loginButtonLabel', 'login-button-label', { required: 'oauth2.login-button-label-required' }),
    optional('loginButtonIcon', 'login-button-icon'),
    { name: 'mapperConfig.type', label: 'oauth2.type', kind: 'select', options: selectOf({ BASIC: 'oauth2.mapper-type-basic', CUSTOM: 'oauth2.mapper-type-custom', GITHUB: 'oauth2.mapper-type-github', APPLE: 'oauth2.mapper-type-apple' }) },
    { name: 'mapperConfig.allowUserCreation', label: 'oauth2.allow-user-creation', kind: 'checkbox' },
    { name: 'mapperConfig.activateUser', label: 'oauth2.activate-user', kind: 'checkbox' },
    optional('mapperConfig.basic.emailAttributeKey', 'email-attribute-key', { visible: values => !isCustomMapper(values) }),
    optional('mapperConfig.basic.firstNameAttributeKey', 'first-name-attribute-key', { visible: values => !isCustomMapper(values) }),
    optional('mapperConfig.basic.lastNameAttributeKey', 'last-name-attribute-key', { visible: values => !isCustomMapper(values) }),
    {
        name: 'mapperConfig.basic.tenantNameStrategy',
        label: 'oauth2.tenant-name-strategy',
        kind: 'select',
        options: selectOf({ DOMAIN: 'oauth2.tenant-name-strategy-domain', EMAIL: 'oauth2.tenant-name-strategy-email', CUSTOM: 'oauth2.tenant-name-strategy-custom' }),
        visible: values => !isCustomMapper(values),
    },
    required('mapperConfig.basic.tenantNamePattern', 'tenant-name-pattern', { visible: isCustomTenantName }),
    optional('mapperConfig.basic.customerNamePattern', 'customer-name-pattern', { visible: values => !isCustomMapper(values) }),
    optional('mapperConfig.basic.defaultDashboardName', 'default-dashboard-name', { visible: values => !isCustomMapper(values) }),
    required('mapperConfig.custom.url', 'url', { visible: isCustomMapper, wide: true }),
    optional('mapperConfig.custom.username', 'username', { visible: isCustomMapper }),
    optional('mapperConfig.custom.password', 'password', { visible: isCustomMapper, kind: 'password' }),
];

/** The connection settings a template fills in; clientId and clientSecret are the person's own. */
const TEMPLATE_FIELDS = ['authorizationUri', 'accessTokenUri', 'userInfoUri', 'jwkSetUri', 'scope', 'userNameAttributeName', 'clientAuthenticationMethod', 'loginButtonLabel', 'loginButtonIcon', 'mapperConfig'];

const get = (json: Json, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), json);

function put(json: Json, path: string, value: unknown): void {
    const keys = path.split('.');
    let node = json;
    for (const key of keys.slice(0, -1)) {
        if (!node[key] || typeof node[key] !== 'object') node[key] = {};
        node = node[key] as Json;
    }
    node[keys.at(-1)!] = value;
}

/** The form values of a stored registration (scope as "a, b"). */
export function registrationValues(registration: Json): SettingsValues {
    const values: SettingsValues = { providerName: String(get(registration, 'additionalInfo.providerName') ?? 'Custom') };
    for (const field of REGISTRATION_FIELDS) {
        const value = get(registration, field.name);
        if (field.kind === 'checkbox') values[field.name] = value === true;
        else values[field.name] = Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);
    }
    return values;
}

/** Back to ThingsBoard's OAuth2RegistrationInfo. */
export function registrationJson(values: SettingsValues): Json {
    const json: Json = { platforms: [], additionalInfo: { providerName: values.providerName } };
    for (const field of REGISTRATION_FIELDS) {
        const value = values[field.name];
        if (field.name === 'scope') put(json, field.name, String(value).split(/[\s,]+/).filter(Boolean));
        else if (field.kind === 'checkbox') put(json, field.name, value === true);
        else if (String(value).trim() !== '') put(json, field.name, String(value).trim());
    }
    return json;
}

/** A new provider from a template (or an empty custom one). */
export function registrationFromTemplate(template: OAuth2ClientRegistrationTemplate | undefined): SettingsValues {
    const base: Json = { clientAuthenticationMethod: 'BASIC', mapperConfig: { type: 'CUSTOM', allowUserCreation: true, activateUser: false } };
    if (template) {
        for (const field of TEMPLATE_FIELDS) if (template[field] !== undefined && template[field] !== null) base[field] = template[field];
        put(base, 'mapperConfig.allowUserCreation', true);
        put(base, 'mapperConfig.activateUser', false);
    }
    return { ...registrationValues(base), providerName: template?.providerId ?? 'Custom' };
}

