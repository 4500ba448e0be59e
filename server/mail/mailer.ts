import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { ThingsboardError, ErrorCode } from '../errors';
import type { AdminSettingsRepository } from '../db/repositories/adminSettings';

/** The `mail` admin settings as ThingsBoard stores them (port and timeout may be strings). */
export interface MailSettings {
    mailFrom: string;
    /** `smtps` opens the connection over TLS; `smtp` may upgrade it with STARTTLS (enableTls). */
    smtpProtocol?: 'smtp' | 'smtps';
    smtpHost: string;
    smtpPort: string | number;
    timeout?: string | number;
    enableTls?: boolean;
    tlsVersion?: string;
    username?: string;
    password?: string;
    enableProxy?: boolean;
    proxyHost?: string;
    proxyPort?: string | number;
    proxyUser?: string;
    proxyPassword?: string;
}

export interface MailMessage {
    to: string;
    subject: string;
    text: string;
    html: string;
    /** A link the message carries (with its secret token): logged only on a development machine. */
    link?: string;
}

/**
 * Sends through the SMTP server of the mail settings. With none configured the message is not sent;
 * its link is logged only when `logLinks` is on (LOG_MAIL_LINKS=1, for a development machine): a
 * reset or activation link is a password, and logs are read by more people than mailboxes are.
 */
export class Mailer {
    constructor(
        private readonly settings: AdminSettingsRepository,
        private readonly log: FastifyBaseLogger,
        private readonly options: { logLinks: boolean } = { logLinks: false },
    ) {}

    async send(message: MailMessage): Promise<void> {
        const mail = await this.settings.get<MailSettings>('mail');
        if (!mail || !mail.smtpHost) {
            const logLink = this.options.logLinks && message.link !== undefined;
            this.log.warn(
                { to: message.to, subject: message.subject, ...(logLink ? { link: message.link } : {}) },
                `No outgoing mail server is configured; "${message.subject}" for ${message.to} was not sent.` +
                    (logLink ? ` Its link: ${message.link}` : message.link ? ' Start the server with LOG_MAIL_LINKS=1 to see its link in this log.' : ''),
            );
            return;
        }
        await this.sendWith(mail, message);
    }

    /** Sends through the given settings (the test mail of the settings page uses the unsaved form). */
    async sendWith(mail: MailSettings, message: MailMessage): Promise<void> {
        const timeout = Number(mail.timeout ?? 10000);
        const transport = nodemailer.createTransport({
            host: mail.smtpHost,
            port: Number(mail.smtpPort),
            secure: mail.smtpProtocol === 'smtps',
            ignoreTLS: !mail.enableTls,
            requireTLS: Boolean(mail.enableTls),
            tls: mail.tlsVersion ? { minVersion: tlsVersionOf(mail.tlsVersion) } : undefined,
            auth: mail.username ? { user: mail.username, pass: mail.password ?? '' } : undefined,
            proxy: mail.enableProxy && mail.proxyHost ? proxyUrlOf(mail) : undefined,
            connectionTimeout: timeout,
            greetingTimeout: timeout,
            socketTimeout: timeout,
        });
        try {
            await transport.sendMail({ from: mail.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
        } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new ThingsboardError(`Unable to send mail: ${reason}`, ErrorCode.GENERAL);
        } finally {
            transport.close();
        }
    }
}

/** ThingsBoard names TLS versions as Java does ("TLSv1.2"); Node accepts the same names. */
function tlsVersionOf(name: string): 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3' | undefined {
    return (['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const).find(version => version === name);
}

function proxyUrlOf(mail: MailSettings): string {
    const credentials = mail.proxyUser ? `${encodeURIComponent(mail.proxyUser)}:${encodeURIComponent(mail.proxyPassword ?? '')}@` : '';
    return `http://${credentials}${mail.proxyHost}:${mail.proxyPort ?? 3128}`;
}
