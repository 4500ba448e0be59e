import type { MailTexts } from './mailTexts';

export const ka_GE: MailTexts = {
    activation: { subject: 'თქვენი ანგარიშის გააქტიურება Thingdeck-ში', intro: 'Thingdeck-ში თქვენთვის ანგარიში შეიქმნა.', action: 'ანგარიშის გააქტიურება' },
    activated: { subject: 'თქვენი ანგარიში Thingdeck-ში გააქტიურდა', intro: 'თქვენი ანგარიში ახლა აქტიურია.', action: 'შესვლა' },
    resetPassword: {
        subject: 'პაროლის აღდგენის მოთხოვნა Thingdeck-ში',
        intro: 'ვიღაცამ თქვენი ანგარიშის პაროლის აღდგენა მოითხოვა. თუ ეს თქვენ არ ყოფილხართ, უბრალოდ უგულებელყავით ეს წერილი.',
        action: 'პაროლის აღდგენა',
    },
    passwordWasReset: { subject: 'თქვენი პაროლი Thingdeck-ში აღდგენილია', intro: 'თქვენი პაროლი შეიცვალა.', action: 'შესვლა' },
    testMessage: { subject: 'სატესტო წერილი Thingdeck-დან', body: 'გამარჯობა! ეს არის სატესტო წერილი Thingdeck-დან: გამავალი ფოსტის პარამეტრები მუშაობს.' },
    accountLocked: {
        subject: 'Thingdeck - მომხმარებლის ანგარიში დაიბლოკა',
        body: 'მომხმარებლის ანგარიში %{email} დაიბლოკა, რადგან შესვლის წარუმატებელმა მცდელობებმა დასაშვებ რაოდენობას (%{max}) გადააჭარბა.',
    },
};
