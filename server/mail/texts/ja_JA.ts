import type { MailTexts } from './mailTexts';

export const ja_JA: MailTexts = {
    activation: { subject: 'Thingdeck アカウントの有効化', intro: 'Thingdeck にあなたのアカウントが作成されました。', action: 'アカウントを有効化' },
    activated: { subject: 'Thingdeck アカウントが有効になりました', intro: 'アカウントが有効になりました。', action: 'ログイン' },
    resetPassword: {
        subject: 'Thingdeck パスワード再設定のご依頼',
        intro: 'アカウントのパスワード再設定が依頼されました。お心当たりがない場合は、このメールを無視してください。',
        action: 'パスワードを再設定',
    },
    passwordWasReset: { subject: 'Thingdeck のパスワードが再設定されました', intro: 'パスワードが変更されました。', action: 'ログイン' },
    testMessage: { subject: 'Thingdeck からのテストメール', body: 'こんにちは。これは Thingdeck からのテストメールです。送信メールの設定は正しく動作しています。' },
    accountLocked: {
        subject: 'Thingdeck - ユーザーアカウントがロックされました',
        body: 'ログイン失敗の回数が上限（%{max} 回）を超えたため、ユーザーアカウント %{email} はロックされました。',
    },
};
