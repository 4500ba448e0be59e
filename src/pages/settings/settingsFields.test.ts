import { describe, expect, it } from 'vitest';
import { registrationFromTemplate, registrationJson, registrationValues } from './oauth2Registration';
import { e164, integerIn, jsonOf, settingsErrors, valuesOf, type SettingsField } from './settingsFields';

const FIELDS: SettingsField[] = [
    { name: 'host', label: 'admin.smtp-host', kind: 'text', required: 'admin.smtp-host-required' },
    { name: 'port', label: 'admin.smtp-port', kind: 'number', required: 'admin.smtp-port-required', check: integerIn(1, 65535, 'admin.smtp-port-invalid') },
    { name: 'proxy', label: 'admin.enable-proxy', kind: 'checkbox' },
    { name: 'proxyHost', label: 'admin.proxy-host', kind: 'text', required: 'admin.proxy-host-required', visible: values => values.proxy === true },
];

describe('settings fields', () => {
    it('reports required, range and only visible fields', () => {
        expect(settingsErrors(FIELDS, { host: ' ', port: '70000', proxy: false, proxyHost: '' })).toEqual({
            host: 'admin.smtp-host-required',
            port: 'admin.smtp-port-invalid',
        });
        expect(settingsErrors(FIELDS, { host: 'mail', port: '2.5', proxy: true, proxyHost: '' })).toEqual({
            port: 'admin.smtp-port-invalid',
            proxyHost: 'admin.proxy-host-required',
        });
        expect(settingsErrors(FIELDS, { host: 'mail', port: '25', proxy: false, proxyHost: '' })).toEqual({});
    });

    it('turns stored JSON into inputs and back, numbers as numbers and empty as null', () => {
        const values = valuesOf({ host: 'mail', port: '25', proxy: true, proxyHost: null }, FIELDS);
        expect(values).toEqual({ host: 'mail', port: '25', proxy: true, proxyHost: '' });
        expect(jsonOf({ ...values, port: '' }, FIELDS)).toEqual({ host: 'mail', port: null, proxy: true, proxyHost: '' });
    });

    it('accepts E.164 phone numbers only', () => {
        expect(e164('+19995550123')).toBeNull();
        for (const number of ['19995550123', '+0123', '+1 999', '+1234567890123456']) expect(e164(number)).toBe('admin.phone-number-pattern');
    });
});

describe('OAuth2 client registration form', () => {
    it('fills a provider from a template and gives ThingsBoard its registration back', () => {
        const values = registrationFromTemplate({
            providerId: 'Github',
            name: 'Github',
            scope: ['read:user', 'user:email'],
            authorizationUri: 'https://github.com/login/oauth/authorize',
            accessTokenUri: 'https://github.com/login/oauth/access_token',
            userNameAttributeName: 'login',
            clientAuthenticationMethod: 'BASIC',
            loginButtonLabel: 'Github',
            loginButtonIcon: 'github-logo',
            mapperConfig: { type: 'GITHUB', basic: { firstNameAttributeKey: 'name', tenantNameStrategy: 'DOMAIN' } },
        });
        expect(values).toMatchObject({ providerName: 'Github', scope: 'read:user, user:email', 'mapperConfig.type': 'GITHUB', 'mapperConfig.allowUserCreation': true });
        const json = registrationJson({ ...values, clientId: 'id', clientSecret: 'secret' });
        expect(json).toMatchObject({
            clientId: 'id',
            clientSecret: 'secret',
            scope: ['read:user', 'user:email'],
            loginButtonIcon: 'github-logo',
            platforms: [],
            additionalInfo: { providerName: 'Github' },
            mapperConfig: { type: 'GITHUB', allowUserCreation: true, activateUser: false, basic: { firstNameAttributeKey: 'name', tenantNameStrategy: 'DOMAIN' } },
        });
        expect(registrationValues(json)).toEqual({ ...values, clientId: 'id', clientSecret: 'secret' });
    });
});
