/** One mail that carries a link: its subject, the sentence above the link, and the link's text. */
export interface LinkMailText {
    subject: string;
    intro: string;
    action: string;
}

/** The account mails a person receives, in one language. The product is named "Thingdeck" in every language. */
export interface MailTexts {
    activation: LinkMailText;
    activated: LinkMailText;
    resetPassword: LinkMailText;
    passwordWasReset: LinkMailText;
}
