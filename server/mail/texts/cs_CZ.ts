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
};
