/** One mail that carries a link: its subject, the sentence above the link, and the link's text. */
export interface LinkMailText {
    subject: string;
    intro: string;
    action: string;
}

/** One mail without a link: its subject and its text (%{name} placeholders filled in by the template). */
export interface PlainMailText {
    subject: string;
    body: string;
}

/** The mails the server sends, in one language. The product is named "Thingdeck" in every language. */
export interface MailTexts {
    activation: LinkMailText;
    activated: LinkMailText;
    resetPassword: LinkMailText;
    passwordWasReset: LinkMailText;
    /** The outgoing mail settings' test message. */
    testMessage: PlainMailText;
    /** To the security settings' lockout address: %{email} is the locked account, %{max} the allowed failed logins. */
    accountLocked: PlainMailText;
}
