import type { MailTexts } from './mailTexts';

export const ro_RO: MailTexts = {
    activation: { subject: 'Activarea contului dumneavoastră în Thingdeck', intro: 'A fost creat un cont pentru dumneavoastră în Thingdeck.', action: 'Activați contul' },
    activated: { subject: 'Contul dumneavoastră în Thingdeck a fost activat', intro: 'Contul dumneavoastră este acum activ.', action: 'Conectare' },
    resetPassword: {
        subject: 'Cerere de resetare a parolei în Thingdeck',
        intro: 'Cineva a cerut resetarea parolei contului dumneavoastră. Dacă nu ați fost dumneavoastră, ignorați acest mesaj.',
        action: 'Resetați parola',
    },
    passwordWasReset: { subject: 'Parola dumneavoastră în Thingdeck a fost resetată', intro: 'Parola dumneavoastră a fost schimbată.', action: 'Conectare' },
    testMessage: { subject: 'E-mail de test de la Thingdeck', body: 'Bună ziua! Acesta este un e-mail de test de la Thingdeck: setările pentru e-mailul de ieșire funcționează.' },
    accountLocked: {
        subject: 'Thingdeck - Contul de utilizator a fost blocat',
        body: 'Contul de utilizator %{email} a fost blocat deoarece a fost depășit numărul maxim de încercări de conectare eșuate (%{max}).',
    },
};
