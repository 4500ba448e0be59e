import { createHash } from 'node:crypto';
import type { AdminSettingsRepository } from '../db/repositories/adminSettings';
import { badRequest } from '../errors';
import { newId } from '../lib/ids';
import { isPlainObject } from '../lib/json';
import { OAUTH2_TEMPLATES } from './oauth2Templates';

type Json = Record<string, unknown>;

/** ThingsBoard's OAuth2Info: the settings page edits it as a whole. */
export interface OAuth2Info {
    enabled: boolean;
    oauth2ParamsInfos: Json[];
}

/** The info plus the id of every client registration, which the sign-in buttons link to. */
interface StoredOAuth2 {
    info: OAuth2Info;
    registrationIds: string[][];
}

export interface OAuth2ClientInfo {
    name: string;
    icon: string | null;
    url: string;
}

export interface SignInRequest {
    domainName: string;
    scheme: 'http' | 'https';
    platform?: string;
    pkgName?: string;
}

const SETTINGS_KEY = 'oauth2';
const EMPTY: OAuth2Info = { enabled: false, oauth2ParamsInfos: [] };

/** Where the provider sends the browser back; ThingsBoard's Spring Security default. */
export const LOGIN_PROCESSING_URL = '/login/oauth2/code/';

/** Fields a client registration must have, with ThingsBoard's validation messages. */
const REQUIRED_REGISTRATION_FIELDS: Record<string, string> = {
    clientId: 'Client ID should be specified!',
    clientSecret: 'Client secret should be specified!',
    authorizationUri: 'Authorization uri should be specified!',
    accessTokenUri: 'Token uri should be specified!',
    scope: 'Scope should be specified!',
    userNameAttributeName: 'User name attribute name should be specified!',
    clientAuthenticationMethod: 'Client authentication method should be specified!',
    mapperConfig: 'Mapper config should be specified!',
};

const isBlank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const listOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isPlainObject) : []);

function assertValid(info: OAuth2Info): void {
    for (const params of info.oauth2ParamsInfos) {
        for (const domain of listOf(params.domainInfos)) {
            if (isBlank(domain.name)) throw badRequest('Domain name should be specified!');
            if (!['HTTP', 'HTTPS', 'MIXED'].includes(String(domain.scheme))) throw badRequest('Domain scheme should be specified!');
        }
        for (const mobile of listOf(params.mobileInfos)) {
            if (isBlank(mobile.pkgName)) throw badRequest('Package should be specified!');
        }
        for (const registration of listOf(params.clientRegistrations)) {
            for (const [field, message] of Object.entries(REQUIRED_REGISTRATION_FIELDS)) {
                if (isBlank(registration[field])) throw badRequest(message);
            }
        }
    }
}

/** The OAuth2 settings of the system administrator and the sign-in buttons they give. */
export class OAuth2Config {
    constructor(private readonly settings: AdminSettingsRepository) {}

    private async stored(): Promise<StoredOAuth2> {
        return (await this.settings.get<StoredOAuth2>(SETTINGS_KEY)) ?? { info: EMPTY, registrationIds: [] };
    }

    async info(): Promise<OAuth2Info> {
        return (await this.stored()).info;
    }

    /** As ThingsBoard, saving replaces everything, so every client registration gets a new id. */
    async save(body: Json): Promise<OAuth2Info> {
        const info: OAuth2Info = {
            enabled: body.enabled === true,
            oauth2ParamsInfos: listOf(body.oauth2ParamsInfos).map(params => ({
                ...params,
                domainInfos: listOf(params.domainInfos),
                mobileInfos: listOf(params.mobileInfos),
                clientRegistrations: listOf(params.clientRegistrations),
            })),
        };
        assertValid(info);
        const registrationIds = info.oauth2ParamsInfos.map(params => listOf(params.clientRegistrations).map(() => newId()));
        await this.settings.save(SETTINGS_KEY, { info, registrationIds } satisfies StoredOAuth2);
        return info;
    }

    /** The buttons of the sign-in page for the domain it was opened on (ThingsBoard's getOAuth2Clients). */
    async clientsFor(request: SignInRequest): Promise<OAuth2ClientInfo[]> {
        const { info, registrationIds } = await this.stored();
        if (!info.enabled) return [];
        const platform = request.platform ?? 'WEB';
        return info.oauth2ParamsInfos.flatMap((params, paramsIndex) => {
            const domainMatches = listOf(params.domainInfos).some(
                domain => domain.name === request.domainName && (domain.scheme === 'MIXED' || domain.scheme === request.scheme.toUpperCase()),
            );
            const packageMatches = !request.pkgName || listOf(params.mobileInfos).some(mobile => mobile.pkgName === request.pkgName);
            if (!domainMatches || !packageMatches) return [];
            return listOf(params.clientRegistrations).flatMap((registration, index) => {
                const platforms = Array.isArray(registration.platforms) ? registration.platforms : [];
                if (platforms.length > 0 && !platforms.includes(platform)) return [];
                return [{
                    name: String(registration.loginButtonLabel ?? ''),
                    icon: typeof registration.loginButtonIcon === 'string' ? registration.loginButtonIcon : null,
                    url: `/oauth2/authorization/${registrationIds[paramsIndex]?.[index] ?? ''}`,
                }];
            });
        });
    }
}

/** A fixed id per template, so the list reads the same on every call. */
const templateId = (providerId: string) => {
    const hex = createHash('sha1').update(`oauth2-template:${providerId}`).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** ThingsBoard's OAuth2ClientRegistrationTemplate list: the installed templates with id and name. */
export const clientRegistrationTemplates = () =>
    OAUTH2_TEMPLATES.map(template => ({
        id: { id: templateId(template.providerId) },
        createdTime: 0,
        name: template.providerId,
        ...template,
    }));
