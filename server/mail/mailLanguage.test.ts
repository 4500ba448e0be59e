import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/i18n/languages';
import { mailLanguageOf } from './mailLanguage';
import { MAIL_LANGUAGES, mailTextsIn } from './texts';
import { accountLockoutMail, activationMail, testMail } from './templates';

describe('mail language', () => {
    it.each([
        [{ lang: 'ru_RU' }, 'de-DE', 'ru_RU'],
        [{}, 'de-DE,de;q=0.9,en;q=0.8', 'de_DE'],
        [{ lang: '' }, 'pt-PT', 'pt_BR'],
        [null, 'ja-JP', 'ja_JA'],
        [{ lang: 42 }, undefined, 'en_US'],
        [{}, 'nl-NL', 'en_US'],
    ])('%j with Accept-Language %s → %s', (info, header, language) => {
        expect(mailLanguageOf(info, header)).toBe(language);
    });

    it('has every mail in every console language and falls back to English for any other code', () => {
        expect([...MAIL_LANGUAGES].sort()).toEqual([...LANGUAGE_CODES].sort());
        expect(mailTextsIn('nl_NL')).toBe(mailTextsIn('en_US'));
        expect(activationMail('a@b.c', 'https://x/activate', 'ka_GE').subject).toBe('თქვენი ანგარიშის გააქტიურება Thingdeck-ში');
        expect(activationMail('a@b.c', 'https://x/activate', 'uk_UA').subject).toBe('Активація облікового запису в Thingdeck');
        expect(activationMail('a@b.c', 'https://x/activate').subject).toBe('Your account activation on Thingdeck');
        expect(testMail('a@b.c', 'de_DE').subject).toBe('Test-E-Mail von Thingdeck');
        expect(accountLockoutMail('a@b.c', 'x@y.z', 5, 'ru_RU').text).toContain('Учетная запись пользователя x@y.z заблокирована: превышено допустимое число неудачных попыток входа (5).');
    });

    it('no language leaves a text in English', () => {
        const english = mailTextsIn('en_US');
        for (const language of MAIL_LANGUAGES.filter(code => code !== 'en_US')) {
            const texts = mailTextsIn(language);
            for (const kind of Object.keys(english) as (keyof typeof english)[]) {
                const [englishParts, parts] = [english[kind] as unknown as Record<string, string>, texts[kind] as unknown as Record<string, string>];
                for (const part of Object.keys(englishParts)) {
                    expect(parts[part], `${language} ${kind}.${part}`).toEqual(expect.any(String));
                    expect(parts[part], `${language} ${kind}.${part}`).not.toBe(englishParts[part]);
                    // The same placeholders as the English text, so the template fills them in every language.
                    expect(parts[part]!.match(/%\{\w+\}/g)?.sort(), `${language} ${kind}.${part}`).toEqual(englishParts[part]!.match(/%\{\w+\}/g)?.sort());
                }
            }
        }
    });
});
