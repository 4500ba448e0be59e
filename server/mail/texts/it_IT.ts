import type { MailTexts } from './mailTexts';

export const it_IT: MailTexts = {
    activation: { subject: 'Attivazione del tuo account su Thingdeck', intro: 'È stato creato un account per te su Thingdeck.', action: 'Attiva il tuo account' },
    activated: { subject: 'Il tuo account su Thingdeck è stato attivato', intro: 'Il tuo account ora è attivo.', action: 'Accedi' },
    resetPassword: {
        subject: 'Richiesta di reimpostazione della password su Thingdeck',
        intro: 'Qualcuno ha chiesto di reimpostare la password del tuo account. Se non sei stato tu, ignora questo messaggio.',
        action: 'Reimposta la password',
    },
    passwordWasReset: { subject: 'La tua password su Thingdeck è stata reimpostata', intro: 'La tua password è stata cambiata.', action: 'Accedi' },
    testMessage: { subject: 'E-mail di prova da Thingdeck', body: 'Ciao! Questa è un’e-mail di prova da Thingdeck: le impostazioni della posta in uscita funzionano.' },
    accountLocked: {
        subject: 'Thingdeck - Account utente bloccato',
        body: 'L’account utente %{email} è stato bloccato perché è stato superato il numero massimo di tentativi di accesso non riusciti (%{max}).',
    },
};
