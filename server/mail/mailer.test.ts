import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { AdminSettingsRepository } from '../db/repositories/adminSettings';
import { ThingsboardError } from '../errors';
import { Mailer } from './mailer';
import { resetPasswordMail } from './templates';

let database: DatabaseHandle | undefined;
afterEach(() => database?.close());

/** Records what the mailer logs; pino's interface is wide, the mailer only warns. */
function recordingLog() {
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    return { log, warnings };
}

async function mailerWith(mail: Record<string, unknown>, logLinks = false) {
    database = await openDatabase(':memory:');
    const settings = new AdminSettingsRepository(database.sqlite);
    await settings.save('mail', { mailFrom: 'Thingdeck <noreply@localhost>', smtpPort: '25', ...mail });
    const { log, warnings } = recordingLog();
    return { mailer: new Mailer(settings, log, { logLinks }), warnings };
}

describe('Mailer', () => {
    const link = 'http://localhost:8080/api/noauth/resetPassword?resetToken=secretToken123';

    it('keeps the link and its token out of the log when no mail server is configured', async () => {
        const { mailer, warnings } = await mailerWith({ smtpHost: '' });
        await mailer.send(resetPasswordMail('tenant@thingsboard.org', link));
        expect(warnings).toHaveLength(1);
        expect(JSON.stringify(warnings)).not.toContain('secretToken123');
        expect(String(warnings[0]![1])).toContain('LOG_MAIL_LINKS=1');
    });

    it('logs the link on a development machine (LOG_MAIL_LINKS=1), so a local user can follow it', async () => {
        const { mailer, warnings } = await mailerWith({ smtpHost: '' }, true);
        await mailer.send(resetPasswordMail('tenant@thingsboard.org', link));
        expect(warnings).toHaveLength(1);
        expect(String(warnings[0]![1])).toContain(link);
    });

    it('reports an unreachable mail server as ThingsBoard does', async () => {
        const { mailer } = await mailerWith({ smtpHost: '127.0.0.1', smtpPort: '1', timeout: '2000' });
        const error = await mailer.send(resetPasswordMail('a@example.com', 'http://x/y')).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ThingsboardError);
        expect((error as ThingsboardError).message).toMatch(/^Unable to send mail: /);
        expect((error as ThingsboardError).status).toBe(500);
    });
});
