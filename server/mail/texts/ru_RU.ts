import type { MailTexts } from './mailTexts';

export const ru_RU: MailTexts = {
    activation: { subject: 'Активация учётной записи в Thingdeck', intro: 'Для вас создана учётная запись в Thingdeck.', action: 'Активировать учётную запись' },
    activated: { subject: 'Ваша учётная запись в Thingdeck активирована', intro: 'Ваша учётная запись теперь активна.', action: 'Войти' },
    resetPassword: {
        subject: 'Запрос на сброс пароля в Thingdeck',
        intro: 'Кто-то запросил сброс пароля вашей учётной записи. Если это были не вы, просто проигнорируйте это письмо.',
        action: 'Сбросить пароль',
    },
    passwordWasReset: { subject: 'Ваш пароль в Thingdeck сброшен', intro: 'Ваш пароль изменён.', action: 'Войти' },
    testMessage: { subject: 'Тестовое письмо от Thingdeck', body: 'Здравствуйте! Это тестовое письмо от Thingdeck: настройки исходящей почты работают.' },
    accountLocked: {
        subject: 'Thingdeck — учетная запись пользователя заблокирована',
        body: 'Учетная запись пользователя %{email} заблокирована: превышено допустимое число неудачных попыток входа (%{max}).',
    },
};
