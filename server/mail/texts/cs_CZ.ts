import type { MailTexts } from './mailTexts';

export const cs_CZ: MailTexts = {
    activation: { subject: 'Aktivace vašeho účtu v Thingdecku', intro: 'V Thingdecku vám byl založen účet.', action: 'Aktivovat účet' },
    activated: { subject: 'Váš účet v Thingdecku je aktivní', intro: 'Váš účet je nyní aktivní.', action: 'Přihlásit se' },
    resetPassword: {
        subject: 'Žádost o obnovení hesla v Thingdecku',
        intro: 'Někdo požádal o obnovení hesla k vašemu účtu. Pokud jste to nebyli vy, tuto zprávu ignorujte.',
        action: 'Obnovit heslo',
    },
    passwordWasReset: { subject: 'Vaše heslo v Thingdecku bylo obnoveno', intro: 'Vaše heslo bylo změněno.', action: 'Přihlásit se' },
    testMessage: { subject: 'Testovací e-mail z Thingdeck', body: 'Dobrý den! Toto je testovací e-mail z Thingdeck: nastavení odchozí pošty funguje.' },
    accountLocked: {
        subject: 'Thingdeck – uživatelský účet byl zablokován',
        body: 'Uživatelský účet %{email} byl zablokován, protože byl překročen povolený počet neúspěšných pokusů o přihlášení (%{max}).',
    },
};
