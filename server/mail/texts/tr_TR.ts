import type { MailTexts } from './mailTexts';

export const tr_TR: MailTexts = {
    activation: { subject: 'Thingdeck hesabınızın etkinleştirilmesi', intro: 'Thingdeck üzerinde sizin için bir hesap oluşturuldu.', action: 'Hesabınızı etkinleştirin' },
    activated: { subject: 'Thingdeck hesabınız etkinleştirildi', intro: 'Hesabınız artık etkin.', action: 'Oturum aç' },
    resetPassword: {
        subject: 'Thingdeck parola sıfırlama isteği',
        intro: 'Birisi hesabınızın parolasının sıfırlanmasını istedi. Bu siz değilseniz, bu iletiyi yok sayın.',
        action: 'Parolanızı sıfırlayın',
    },
    passwordWasReset: { subject: 'Thingdeck parolanız sıfırlandı', intro: 'Parolanız değiştirildi.', action: 'Oturum aç' },
    testMessage: { subject: "Thingdeck'ten test e-postası", body: "Merhaba! Bu, Thingdeck'ten gönderilen bir test e-postasıdır: giden posta ayarları çalışıyor." },
    accountLocked: {
        subject: 'Thingdeck - Kullanıcı hesabı kilitlendi',
        body: '%{email} kullanıcı hesabı, izin verilen en fazla başarısız giriş denemesi sayısı (%{max}) aşıldığı için kilitlendi.',
    },
};
