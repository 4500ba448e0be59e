import type { MailTexts } from './mailTexts';

export const pt_BR: MailTexts = {
    activation: { subject: 'Ativação da sua conta no Thingdeck', intro: 'Uma conta foi criada para você no Thingdeck.', action: 'Ativar sua conta' },
    activated: { subject: 'Sua conta no Thingdeck foi ativada', intro: 'Sua conta já está ativa.', action: 'Entrar' },
    resetPassword: {
        subject: 'Pedido de redefinição de senha no Thingdeck',
        intro: 'Alguém pediu para redefinir a senha da sua conta. Se não foi você, ignore esta mensagem.',
        action: 'Redefinir sua senha',
    },
    passwordWasReset: { subject: 'Sua senha no Thingdeck foi redefinida', intro: 'Sua senha foi alterada.', action: 'Entrar' },
    testMessage: { subject: 'E-mail de teste do Thingdeck', body: 'Olá! Este é um e-mail de teste do Thingdeck: as configurações de e-mail de saída funcionam.' },
    accountLocked: {
        subject: 'Thingdeck - Conta de usuário bloqueada',
        body: 'A conta de usuário %{email} foi bloqueada porque o número máximo de tentativas de login malsucedidas (%{max}) foi excedido.',
    },
};
