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
