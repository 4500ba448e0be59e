import type { MailTexts } from './mailTexts';

export const zh_CN: MailTexts = {
    activation: { subject: '激活您的 Thingdeck 帐户', intro: '已在 Thingdeck 上为您创建了帐户。', action: '激活帐户' },
    activated: { subject: '您的 Thingdeck 帐户已激活', intro: '您的帐户现已激活。', action: '登录' },
    resetPassword: {
        subject: 'Thingdeck 密码重置请求',
        intro: '有人请求重置您帐户的密码。如果不是您本人操作，请忽略此邮件。',
        action: '重置密码',
    },
    passwordWasReset: { subject: '您的 Thingdeck 密码已重置', intro: '您的密码已更改。', action: '登录' },
    testMessage: { subject: '来自 Thingdeck 的测试邮件', body: '您好！这是一封来自 Thingdeck 的测试邮件：发件服务器设置工作正常。' },
    accountLocked: {
        subject: 'Thingdeck - 用户账户已被锁定',
        body: '登录失败次数超过了允许的最大次数（%{max} 次），用户账户 %{email} 已被锁定。',
    },
};
