import type { MailTexts } from './mailTexts';

export const de_DE: MailTexts = {
    activation: { subject: 'Aktivierung Ihres Kontos bei Thingdeck', intro: 'Für Sie wurde ein Konto bei Thingdeck angelegt.', action: 'Konto aktivieren' },
    activated: { subject: 'Ihr Konto bei Thingdeck wurde aktiviert', intro: 'Ihr Konto ist jetzt aktiv.', action: 'Anmelden' },
    resetPassword: {
        subject: 'Anfrage zum Zurücksetzen des Passworts bei Thingdeck',
        intro: 'Jemand möchte das Passwort Ihres Kontos zurücksetzen. Waren Sie das nicht, ignorieren Sie diese Nachricht einfach.',
        action: 'Passwort zurücksetzen',
    },
    passwordWasReset: { subject: 'Ihr Passwort bei Thingdeck wurde zurückgesetzt', intro: 'Ihr Passwort wurde geändert.', action: 'Anmelden' },
    testMessage: { subject: 'Test-E-Mail von Thingdeck', body: 'Hallo! Dies ist eine Test-E-Mail von Thingdeck: Die Einstellungen für ausgehende E-Mails funktionieren.' },
    accountLocked: {
        subject: 'Thingdeck – Benutzerkonto gesperrt',
        body: 'Das Benutzerkonto %{email} wurde gesperrt, weil die zulässige Anzahl fehlgeschlagener Anmeldeversuche (%{max}) überschritten wurde.',
    },
};
