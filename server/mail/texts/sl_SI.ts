import type { MailTexts } from './mailTexts';

export const sl_SI: MailTexts = {
    activation: { subject: 'Aktivacija vašega računa v Thingdeck', intro: 'V Thingdeck je bil za vas ustvarjen račun.', action: 'Aktivirajte račun' },
    activated: { subject: 'Vaš račun v Thingdeck je aktiviran', intro: 'Vaš račun je zdaj aktiven.', action: 'Prijava' },
    resetPassword: {
        subject: 'Zahteva za ponastavitev gesla v Thingdeck',
        intro: 'Nekdo je zahteval ponastavitev gesla za vaš račun. Če to niste bili vi, to sporočilo prezrite.',
        action: 'Ponastavite geslo',
    },
    passwordWasReset: { subject: 'Vaše geslo v Thingdeck je bilo ponastavljeno', intro: 'Vaše geslo je bilo spremenjeno.', action: 'Prijava' },
    testMessage: { subject: 'Preizkusno sporočilo iz Thingdeck', body: 'Pozdravljeni! To je preizkusno sporočilo iz Thingdeck: nastavitve odhodne pošte delujejo.' },
    accountLocked: {
        subject: 'Thingdeck – uporabniški račun je zaklenjen',
        body: 'Uporabniški račun %{email} je zaklenjen, ker je bilo preseženo dovoljeno število neuspešnih prijav (%{max}).',
    },
};
