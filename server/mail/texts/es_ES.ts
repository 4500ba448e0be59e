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
    testMessage: { subject: 'Correo de prueba de Thingdeck', body: '¡Hola! Este es un correo de prueba de Thingdeck: la configuración del correo saliente funciona.' },
    accountLocked: {
        subject: 'Thingdeck: cuenta de usuario bloqueada',
        body: 'La cuenta de usuario %{email} se ha bloqueado porque se superó el número máximo de intentos de inicio de sesión fallidos (%{max}).',
    },
};
