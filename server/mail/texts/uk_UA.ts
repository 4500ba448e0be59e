import type { MailTexts } from './mailTexts';

export const uk_UA: MailTexts = {
    activation: { subject: 'Активація облікового запису в Thingdeck', intro: 'Для вас створено обліковий запис у Thingdeck.', action: 'Активувати обліковий запис' },
    activated: { subject: 'Ваш обліковий запис у Thingdeck активовано', intro: 'Ваш обліковий запис тепер активний.', action: 'Увійти' },
    resetPassword: {
        subject: 'Запит на скидання пароля в Thingdeck',
        intro: 'Хтось попросив скинути пароль вашого облікового запису. Якщо це були не ви, просто проігноруйте цей лист.',
        action: 'Скинути пароль',
    },
    passwordWasReset: { subject: 'Ваш пароль у Thingdeck скинуто', intro: 'Ваш пароль змінено.', action: 'Увійти' },
    testMessage: { subject: 'Тестовий лист від Thingdeck', body: 'Вітаємо! Це тестовий лист від Thingdeck: налаштування вихідної пошти працюють.' },
    accountLocked: {
        subject: 'Thingdeck — обліковий запис користувача заблоковано',
        body: 'Обліковий запис користувача %{email} заблоковано: перевищено допустиму кількість невдалих спроб входу (%{max}).',
    },
};
