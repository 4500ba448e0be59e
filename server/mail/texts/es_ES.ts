import type { MailTexts } from './mailTexts';

export const es_ES: MailTexts = {
    activation: { subject: 'Activación de su cuenta en Thingdeck', intro: 'Se ha creado una cuenta para usted en Thingdeck.', action: 'Activar su cuenta' },
    activated: { subject: 'Su cuenta de Thingdeck se ha activado', intro: 'Su cuenta ya está activa.', action: 'Iniciar sesión' },
    resetPassword: {
        subject: 'Solicitud de restablecimiento de contraseña en Thingdeck',
        intro: 'Alguien ha pedido restablecer la contraseña de su cuenta. Si no ha sido usted, ignore este mensaje.',
        action: 'Restablecer la contraseña',
    },
    passwordWasReset: { subject: 'Su contraseña de Thingdeck se ha restablecido', intro: 'Su contraseña se ha cambiado.', action: 'Iniciar sesión' },
};
