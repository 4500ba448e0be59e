import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, claimsOf, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';
import { MailCatcher } from '../support/smtp';

let mail: MailCatcher;
let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
    mail = new MailCatcher();
    server = await startTestServer({ smtpPort: await mail.start() });
    api = apiClient(server.url);
});
afterAll(async () => {
    await server.close();
    await mail.stop();
});

/** Issue #27 point 3: account mails are written in the person's language (user's additionalInfo.lang, else the console's). */
describe('the language of account mails', () => {
    const createUser = async (email: string, acceptLanguage: string, additionalInfo: object = {}) => {
        const tenant = await api.login('tenant@thingsboard.org', 'tenant');
        const tenantId = claimsOf(tenant.token).tenantId as string;
        const created = await api.call('POST', '/api/user?sendActivationMail=true', {
            token: tenant.token,
            headers: { 'Accept-Language': acceptLanguage },
            body: { email, authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId }, additionalInfo },
        });
        expect(created.status).toBe(200);
        return mail.waitFor(email);
    };

    it('an activation mail is in the language of the console that created the account', async () => {
        const message = await createUser('neu@example.com', 'de-DE,de;q=0.9,en;q=0.8');
        expect(message.text).toContain('Für Sie wurde ein Konto bei Thingdeck angelegt.');
        expect(message.text).toContain('Konto aktivieren');
    });

    it('the language the person chose wins over the console\'s', async () => {
        const message = await createUser('nouveau@example.com', 'de-DE', { lang: 'fr_FR' });
        expect(message.text).toContain('Un compte a été créé pour vous sur Thingdeck.');

        mail.clear();
        await api.call('POST', '/api/noauth/resetPasswordByEmail', { body: { email: 'customerA@thingsboard.org' }, headers: { 'Accept-Language': 'es-ES' } });
        // customerA chose no language: the page that asked speaks Spanish.
        expect((await mail.waitFor('customerA@thingsboard.org')).text).toContain('Restablecer la contraseña');
    });

    it('a language the console does not speak, or none at all, gets the English mail', async () => {
        expect((await createUser('nieuw@example.com', 'nl-NL')).text).toContain('An account was created for you on Thingdeck.');
        expect((await createUser('plain@example.com', '')).text).toContain('Activate your account');
    });
});
