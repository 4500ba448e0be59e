import type { MailTexts } from './mailTexts';

export const lv_LV: MailTexts = {
    activation: { subject: 'Jūsu konta aktivizēšana Thingdeck', intro: 'Thingdeck jums ir izveidots konts.', action: 'Aktivizēt kontu' },
    activated: { subject: 'Jūsu Thingdeck konts ir aktivizēts', intro: 'Jūsu konts tagad ir aktīvs.', action: 'Pieteikties' },
    resetPassword: {
        subject: 'Paroles atiestatīšanas pieprasījums Thingdeck',
        intro: 'Kāds ir pieprasījis atiestatīt jūsu konta paroli. Ja tas nebijāt jūs, vienkārši ignorējiet šo ziņojumu.',
        action: 'Atiestatīt paroli',
    },
    passwordWasReset: { subject: 'Jūsu Thingdeck parole ir atiestatīta', intro: 'Jūsu parole ir nomainīta.', action: 'Pieteikties' },
    testMessage: { subject: 'Testa e-pasts no Thingdeck', body: 'Sveiki! Šis ir testa e-pasts no Thingdeck: izejošā pasta iestatījumi darbojas.' },
    accountLocked: {
        subject: 'Thingdeck – lietotāja konts ir bloķēts',
        body: 'Lietotāja konts %{email} ir bloķēts, jo tika pārsniegts atļautais neveiksmīgo pieteikšanās mēģinājumu skaits (%{max}).',
    },
};
