import type { MailMessage } from './mailer';
import { intlLocaleOf } from '../../shared/i18n/languages';
import { mailTextsIn, type LinkMailText, type MailTexts, type PlainMailText } from './texts';

const PRODUCT = 'Thingdeck';

const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mails that carry a link. */
type LinkMailKind = { [Kind in keyof MailTexts]: MailTexts[Kind] extends LinkMailText ? Kind : never }[keyof MailTexts];

function linkMessage(to: string, subject: string, intro: string, action: string, link: string): MailMessage {
    return {
        to,
        subject,
        link,
        text: `${intro}\n\n${action}: ${link}\n\n— ${PRODUCT}`,
        html:
            `<p>${escapeHtml(intro)}</p>` +
            `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
            `<p style="color:#888">${escapeHtml(link)}</p><p>— ${PRODUCT}</p>`,
    };
}

const linkMail = (kind: LinkMailKind) => (to: string, link: string, language = 'en_US'): MailMessage => {
    const { subject, intro, action } = mailTextsIn(language)[kind];
    return linkMessage(to, subject, intro, action, link);
};

/** The account mails, in the recipient's language (mailLanguage.ts) where it has them, else in English. */
export const activationMail = linkMail('activation');
export const accountActivatedMail = linkMail('activated');
export const resetPasswordMail = linkMail('resetPassword');
export const passwordWasResetMail = linkMail('passwordWasReset');

/** A mail without a link, its placeholders filled in (numbers written as the language writes them). */
function plainMessage(to: string, { subject, body }: PlainMailText, values: Record<string, string> = {}): MailMessage {
    const text = body.replace(/%\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
    return { to, subject, text: `${text}\n\n— ${PRODUCT}`, html: `<p>${escapeHtml(text)}</p><p>— ${PRODUCT}</p>` };
}

/** ThingsBoard's test message of the outgoing mail settings page, in the administrator's language. */
export const testMail = (to: string, language = 'en_US'): MailMessage => plainMessage(to, mailTextsIn(language).testMessage);

/** Sent to the security settings' lockout address when an account is locked after too many failed logins. */
export const accountLockoutMail = (to: string, lockedEmail: string, maxFailedLoginAttempts: number, language = 'en_US'): MailMessage =>
    plainMessage(to, mailTextsIn(language).accountLocked, {
        email: lockedEmail,
        max: new Intl.NumberFormat(intlLocaleOf(language)).format(maxFailedLoginAttempts),
    });
