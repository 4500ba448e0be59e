import type { MailTexts } from './mailTexts';

export const zh_TW: MailTexts = {
    activation: { subject: '啟用您的 Thingdeck 帳戶', intro: '已為您在 Thingdeck 上建立帳戶。', action: '啟用帳戶' },
    activated: { subject: '您的 Thingdeck 帳戶已成功啟用', intro: '您的帳戶現已啟用。', action: '登入' },
    resetPassword: {
        subject: 'Thingdeck 密碼重設請求',
        intro: '有人要求重設您帳戶的密碼。如果不是您本人，請忽略此郵件。',
        action: '重設密碼',
    },
    passwordWasReset: { subject: '您的 Thingdeck 密碼已重設', intro: '您的密碼已變更。', action: '登入' },
    testMessage: { subject: '來自 Thingdeck 的測試郵件', body: '您好！這是一封來自 Thingdeck 的測試郵件：外寄郵件設定運作正常。' },
    accountLocked: {
        subject: 'Thingdeck - 使用者帳戶已被鎖定',
        body: '登入失敗次數超過允許的上限（%{max} 次），使用者帳戶 %{email} 已被鎖定。',
    },
};
