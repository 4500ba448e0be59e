import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, itemNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { fromJsonColumn, isPlainObject } from '../lib/json';
import { mailLanguageOf } from '../mail/mailLanguage';
import { testMail } from '../mail/templates';
import { asMailSettings, mergeMailSettings, withoutPassword } from '../settings/mailSettings';
import { assertSecuritySettingsValid, securitySettingsOf } from '../settings/securitySettings';
import { sendSms, validateSmsProviderConfiguration } from '../sms/smsSender';

/** Only the system administrator reads or writes system settings (ThingsBoard's AdminController). */
export const sysAdminOnly =
    <Route extends RouteGenericInterface>(handler: (request: FastifyRequest<Route>, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest<Route>, reply: FastifyReply) => {
        if (callerOf(request).authority !== 'SYS_ADMIN') throw permissionDenied();
        return handler(request, reply);
    };

/** General, mail and SMS settings, test mail and SMS, and the security settings (reference §1.11). */
export function adminSettingsRoutes(app: FastifyInstance, { settings, mailer, users, accounts }: AppContext): void {
    contractRoute(app, 'GET /api/admin/settings/{key}', sysAdminOnly(async request => {
        const { key } = request.params;
        const found = await settings.getSettings(key);
        if (!found) throw itemNotFound(`No Administration settings found for key: ${key}`);
        return withoutPassword(found);
    }));

    contractRoute(app, 'POST /api/admin/settings', sysAdminOnly(async request => {
        const { key, jsonValue } = request.body;
        if (!key?.trim()) throw badRequest('Key should be specified!');
        if (!isPlainObject(jsonValue)) throw badRequest('Json value should be specified!');
        if (key === 'sms') validateSmsProviderConfiguration(jsonValue);
        const value = key === 'mail' ? mergeMailSettings(jsonValue, await settings.get(key)) : jsonValue;
        await settings.save(key, value);
        return withoutPassword((await settings.getSettings(key))!);
    }));

    // The test uses the form as it is, saved or not; without a password it takes the stored one.
    contractRoute(app, 'POST /api/admin/settings/testMail', sysAdminOnly(async (request, reply) => {
        const { key, jsonValue } = request.body;
        if (key !== 'mail' || !isPlainObject(jsonValue)) throw badRequest('Mail settings should be specified!');
        const mail = asMailSettings(mergeMailSettings(jsonValue, await settings.get('mail')));
        if (!mail.smtpHost) throw badRequest('SMTP host should be specified!');
        const me = await users.findById(callerOf(request).userId);
        if (!me) throw itemNotFound();
        const language = mailLanguageOf(fromJsonColumn(me.additional_info), request.headers['accept-language']);
        await mailer.sendWith(mail, testMail(me.email, language));
        return reply.status(200).send();
    }));

    contractRoute(app, 'POST /api/admin/settings/testSms', sysAdminOnly(async (request, reply) => {
        const { providerConfiguration, numberTo, message } = request.body;
        await sendSms(providerConfiguration, numberTo, message);
        return reply.status(200).send();
    }));

    contractRoute(app, 'GET /api/admin/securitySettings', sysAdminOnly(async () => accounts.securitySettings()));

    contractRoute(app, 'POST /api/admin/securitySettings', sysAdminOnly(async request => {
        const saved = securitySettingsOf(request.body);
        assertSecuritySettingsValid(saved);
        await settings.save('securitySettings', saved);
        return saved;
    }));
}
