import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';
import { MailCatcher } from '../support/smtp';

let mail: MailCatcher;
let smtpPort: number;
let server: RunningServer;
let api: ApiClient;
let sysadmin: string;
let tenant: string;
let customer: string;

beforeAll(async () => {
    mail = new MailCatcher();
    smtpPort = await mail.start();
    server = await startTestServer({ smtpPort });
    api = apiClient(server.url);
    [sysadmin, tenant, customer] = await Promise.all([
        api.login('sysadmin@thingsboard.org', 'sysadmin').then(pair => pair.token),
        api.login('tenant@thingsboard.org', 'tenant').then(pair => pair.token),
        api.login('customer@thingsboard.org', 'customer').then(pair => pair.token),
    ]);
});
afterAll(async () => {
    await server.close();
    await mail.stop();
});

const mailSettings = (overrides: Record<string, unknown> = {}) => ({
    mailFrom: 'Thingdeck <noreply@example.com>',
    smtpProtocol: 'smtp',
    smtpHost: '127.0.0.1',
    smtpPort: String(smtpPort),
    timeout: '3000',
    enableTls: false,
    tlsVersion: 'TLSv1.2',
    username: '',
    enableProxy: false,
    ...overrides,
});

describe('general settings', () => {
    it('round-trips the base URL as ThingsBoard stores it', async () => {
        const seeded = await api.get('/api/admin/settings/general', sysadmin);
        expect(seeded.status).toBe(200);
        expect(seeded.body).toMatchObject({ key: 'general', id: { id: expect.any(String) }, createdTime: expect.any(Number), jsonValue: { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false } });

        const saved = await api.post('/api/admin/settings', { ...seeded.body, jsonValue: { baseUrl: 'https://iot.example.com', prohibitDifferentUrl: true } }, sysadmin);
        expect(saved.status).toBe(200);
        expect((await api.get('/api/admin/settings/general', sysadmin)).body.jsonValue).toEqual({ baseUrl: 'https://iot.example.com', prohibitDifferentUrl: true });
        await api.post('/api/admin/settings', seeded.body, sysadmin);
    });

    it('answers 404 for an unknown key and 400 without a key', async () => {
        expect((await api.get('/api/admin/settings/nothing-here', sysadmin)).body).toMatchObject({ status: 404, errorCode: 32 });
        expect((await api.post('/api/admin/settings', { jsonValue: {} }, sysadmin)).body).toMatchObject({ status: 400, errorCode: 31, message: 'Key should be specified!' });
    });

    it('is for the system administrator only', async () => {
        for (const token of [tenant, customer]) {
            for (const [method, path, body] of [
                ['GET', '/api/admin/settings/general'],
                ['POST', '/api/admin/settings', { key: 'general', jsonValue: { baseUrl: 'http://evil' } }],
                ['GET', '/api/admin/securitySettings'],
                ['POST', '/api/admin/securitySettings', { passwordPolicy: { minimumLength: 5 } }],
                ['POST', '/api/admin/settings/testMail', { key: 'mail', jsonValue: mailSettings() }],
                ['POST', '/api/admin/settings/testSms', { providerConfiguration: { type: 'TWILIO' }, numberTo: '+15550001', message: 'x' }],
                ['GET', '/api/oauth2/config'],
                ['POST', '/api/oauth2/config', { enabled: true, oauth2ParamsInfos: [] }],
                ['GET', '/api/oauth2/config/template'],
                ['GET', '/api/oauth2/loginProcessingUrl'],
            ] as const) {
                const response = await api.call(method, path, { token, body });
                expect([path, response.status, response.body?.errorCode]).toEqual([path, 403, 20]);
            }
        }
        expect((await api.get('/api/admin/settings/general', sysadmin)).body.jsonValue.baseUrl).toBe('http://localhost:8080');
    });
});

describe('outgoing mail', () => {
    it('never answers the password and keeps the stored one when the form sends none', async () => {
        const saved = await api.post('/api/admin/settings', { key: 'mail', jsonValue: mailSettings({ username: 'mailer', password: 's3cret' }) }, sysadmin);
        expect(saved.status).toBe(200);
        expect(saved.body.jsonValue).not.toHaveProperty('password');
        const read = await api.get('/api/admin/settings/mail', sysadmin);
        expect(read.body.jsonValue).toMatchObject({ smtpHost: '127.0.0.1', username: 'mailer' });
        expect(read.body.jsonValue).not.toHaveProperty('password');
        expect(read.text).not.toContain('s3cret');

        // The page saves again without the password: the stored one stays (the test mail server accepts any).
        await api.post('/api/admin/settings', { ...read.body, jsonValue: { ...read.body.jsonValue, timeout: '4000' } }, sysadmin);
        expect(await server.app.ctx.settings.get('mail')).toMatchObject({ password: 's3cret', timeout: '4000' });
    });

    it('sends the test mail to the signed-in administrator through the form settings', async () => {
        mail.clear();
        const sent = await api.post('/api/admin/settings/testMail', { key: 'mail', jsonValue: mailSettings() }, sysadmin);
        expect(sent.status).toBe(200);
        const message = await mail.waitFor('sysadmin@thingsboard.org');
        expect(message.subject).toBe('Test message from Thingdeck');
    });

    it('writes the test mail in the language of the console that asks for it', async () => {
        mail.clear();
        const sent = await api.call('POST', '/api/admin/settings/testMail', {
            body: { key: 'mail', jsonValue: mailSettings() },
            token: sysadmin,
            headers: { 'Accept-Language': 'ja-JP,ja;q=0.9' },
        });
        expect(sent.status).toBe(200);
        const message = await mail.waitFor('sysadmin@thingsboard.org');
        expect(message.subject).toBe('Thingdeck からのテストメール');
        expect(message.text).toContain('送信メールの設定は正しく動作しています。');
    });

    it('reports an unreachable mail server with ThingsBoard\'s message', async () => {
        const failed = await api.post('/api/admin/settings/testMail', { key: 'mail', jsonValue: mailSettings({ smtpPort: '1', timeout: '2000' }) }, sysadmin);
        expect(failed.body).toMatchObject({ status: 500, errorCode: 2, message: expect.stringMatching(/^Unable to send mail: /) });
    });
});

describe('SMS provider', () => {
    const aws = { type: 'AWS_SNS', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', region: 'us-east-1' };
    const twilio = { type: 'TWILIO', accountSid: 'AC123', accountToken: 'token', numberFrom: '+15550100' };

    it('saves the provider settings and checks their fields', async () => {
        expect((await api.post('/api/admin/settings', { key: 'sms', jsonValue: twilio }, sysadmin)).status).toBe(200);
        expect((await api.get('/api/admin/settings/sms', sysadmin)).body.jsonValue).toEqual(twilio);
        const missing = await api.post('/api/admin/settings', { key: 'sms', jsonValue: { ...aws, region: '' } }, sysadmin);
        expect(missing.body).toMatchObject({ status: 400, errorCode: 31, message: 'AWS region should be specified!' });
    });

    it('refuses a number that is not E.164', async () => {
        for (const numberTo of ['5550100', '+0123', '+1 555 0100', '+1234567890123456']) {
            const response = await api.post('/api/admin/settings/testSms', { providerConfiguration: twilio, numberTo, message: 'hi' }, sysadmin);
            expect([numberTo, response.body.status, response.body.message]).toEqual([numberTo, 400, 'Invalid phone number format. Phone number must be in E.164 format.']);
        }
    });

    it.each([['AWS SNS', aws], ['Twilio', twilio]])('answers a clear error when %s cannot be reached', async (_name, providerConfiguration) => {
        const response = await api.post('/api/admin/settings/testSms', { providerConfiguration, numberTo: '+15550199', message: 'Test' }, sysadmin);
        // The sandbox has no internet: the real attempt fails fast with ThingsBoard's body.
        expect(response.body).toMatchObject({ errorCode: 2, message: expect.stringMatching(/^Unable to send SMS: .+/) });
    });
});

describe('OAuth2', () => {
    const google = {
        clientId: 'google-client',
        clientSecret: 'google-secret',
        authorizationUri: 'https://accounts.google.com/o/oauth2/v2/auth',
        accessTokenUri: 'https://oauth2.googleapis.com/token',
        scope: ['email', 'openid', 'profile'],
        userInfoUri: 'https://openidconnect.googleapis.com/v1/userinfo',
        userNameAttributeName: 'email',
        jwkSetUri: 'https://www.googleapis.com/oauth2/v3/certs',
        clientAuthenticationMethod: 'BASIC',
        loginButtonLabel: 'Google',
        loginButtonIcon: 'google-logo',
        platforms: [],
        mapperConfig: { allowUserCreation: true, activateUser: false, type: 'BASIC', basic: { emailAttributeKey: 'email', tenantNameStrategy: 'DOMAIN' } },
        additionalInfo: { providerName: 'Google' },
    };
    const info = (enabled: boolean, domainName = '127.0.0.1') => ({
        enabled,
        oauth2ParamsInfos: [{ domainInfos: [{ name: domainName, scheme: 'MIXED' }], mobileInfos: [], clientRegistrations: [google] }],
    });

    it('lists the four installed provider templates and the login processing URL', async () => {
        const templates = await api.get('/api/oauth2/config/template', sysadmin);
        expect(templates.body.map((template: { providerId: string }) => template.providerId)).toEqual(['Apple', 'Facebook', 'Github', 'Google']);
        expect(templates.body[3]).toMatchObject({ id: { id: expect.any(String) }, name: 'Google', loginButtonIcon: 'google-logo', mapperConfig: { type: 'BASIC' } });
        expect((await api.get('/api/oauth2/loginProcessingUrl', sysadmin)).body).toBe('/login/oauth2/code/');
    });

    it('round-trips the configuration and shows its clients on the sign-in page of a matching domain', async () => {
        expect((await api.get('/api/oauth2/config', sysadmin)).body).toEqual({ enabled: false, oauth2ParamsInfos: [] });
        expect((await api.post('/api/noauth/oauth2Clients?platform=WEB')).body).toEqual([]);

        const saved = await api.post('/api/oauth2/config', info(true), sysadmin);
        expect(saved.status).toBe(200);
        expect((await api.get('/api/oauth2/config', sysadmin)).body).toEqual(info(true));

        const clients = await api.post('/api/noauth/oauth2Clients?platform=WEB');
        expect(clients.body).toEqual([{ name: 'Google', icon: 'google-logo', url: expect.stringMatching(/^\/oauth2\/authorization\/[0-9a-f-]{36}$/) }]);

        // Another domain, or the whole feature switched off: no buttons.
        await api.post('/api/oauth2/config', info(true, 'iot.example.com'), sysadmin);
        expect((await api.post('/api/noauth/oauth2Clients?platform=WEB')).body).toEqual([]);
        await api.post('/api/oauth2/config', info(false), sysadmin);
        expect((await api.post('/api/noauth/oauth2Clients?platform=WEB')).body).toEqual([]);
    });

    it('refuses a client registration without its required fields', async () => {
        const broken = info(true);
        broken.oauth2ParamsInfos[0]!.clientRegistrations = [{ ...google, clientId: '' }];
        expect((await api.post('/api/oauth2/config', broken, sysadmin)).body).toMatchObject({ status: 400, errorCode: 31, message: 'Client ID should be specified!' });
    });
});
