import type { MailMessage } from './mailer';

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

export const activationMail = (to: string, link: string) =>
    linkMessage(to, `Your account activation on ${PRODUCT}`, `An account was created for you on ${PRODUCT}.`, 'Activate your account', link);

export const accountActivatedMail = (to: string, loginLink: string) =>
    linkMessage(to, `Your account was successfully activated on ${PRODUCT}`, 'Your account is active now.', 'Sign in', loginLink);

export const resetPasswordMail = (to: string, link: string) =>
    linkMessage(
        to,
        `Password reset request on ${PRODUCT}`,
        'Someone asked to reset the password of your account. If it was not you, ignore this message.',
        'Reset your password',
        link,
    );

export const passwordWasResetMail = (to: string, loginLink: string) =>
    linkMessage(to, `Your password was reset on ${PRODUCT}`, 'Your password has been changed.', 'Sign in', loginLink);

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
