import type { MailTexts } from './mailTexts';

export const en_US: MailTexts = {
    activation: { subject: 'Your account activation on Thingdeck', intro: 'An account was created for you on Thingdeck.', action: 'Activate your account' },
    activated: { subject: 'Your account was successfully activated on Thingdeck', intro: 'Your account is active now.', action: 'Sign in' },
    resetPassword: {
        subject: 'Password reset request on Thingdeck',
        intro: 'Someone asked to reset the password of your account. If it was not you, ignore this message.',
        action: 'Reset your password',
    },
    passwordWasReset: { subject: 'Your password was reset on Thingdeck', intro: 'Your password has been changed.', action: 'Sign in' },
    testMessage: { subject: 'Test message from Thingdeck', body: 'Hello! This is a test message from Thingdeck: the outgoing mail settings work.' },
    accountLocked: {
        subject: 'Thingdeck - User account has been locked',
        body: 'User account %{email} has been locked due to exceeding the maximum number of %{max} failed login attempts.',
    },
};
