import type { MailMessage } from './mailer';
import { mailTextsIn, type MailTexts } from './texts';

const PRODUCT = 'Thingdeck';

const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

const linkMail = (kind: keyof MailTexts) => (to: string, link: string, language = 'en_US'): MailMessage => {
    const { subject, intro, action } = mailTextsIn(language)[kind];
    return linkMessage(to, subject, intro, action, link);
};

/** The account mails, in the recipient's language (mailLanguage.ts) where it has them, else in English. */
export const activationMail = linkMail('activation');
export const accountActivatedMail = linkMail('activated');
export const resetPasswordMail = linkMail('resetPassword');
export const passwordWasResetMail = linkMail('passwordWasReset');

/** ThingsBoard's test message of the outgoing mail settings page. */
export const testMail = (to: string): MailMessage => ({
    to,
    subject: `Test message from ${PRODUCT}`,
    text: `Hello!\n\nThis is a test message from ${PRODUCT}: the outgoing mail settings work.\n\n— ${PRODUCT}`,
    html: `<p>Hello!</p><p>This is a test message from ${PRODUCT}: the outgoing mail settings work.</p><p>— ${PRODUCT}</p>`,
});

/** Sent to the security settings' lockout address when an account is locked after too many failed logins. */
export const accountLockoutMail = (to: string, lockedEmail: string, maxFailedLoginAttempts: number): MailMessage => {
    const text = `User account ${lockedEmail} has been locked due to exceeding the maximum number of ${maxFailedLoginAttempts} failed login attempts.`;
    return {
        to,
        subject: `${PRODUCT} - User account has been locked`,
        text: `${text}\n\n— ${PRODUCT}`,
        html: `<p>${escapeHtml(text)}</p><p>— ${PRODUCT}</p>`,
    };
};
