import type { LanguageCode } from './languages';
import { flattenKeys } from './localeReport';
import type { Messages } from './messages';
import { PLURAL_FORMS } from './plurals';

/**
 * The rules a translated locale file keeps against its en_US original (issue #27): the same keys,
 * the same placeholders and HTML tags, the language's number of plural forms, and no text left
 * in English where the language has its own words.
 */
export type ProblemKind = 'missing' | 'extra' | 'placeholders' | 'tags' | 'plural-forms' | 'english';

export interface LocaleProblem {
    key: string;
    kind: ProblemKind;
    detail?: string;
}

const PLURAL_SEPARATOR = '||||';
const PLACEHOLDER = /%\{[^}]+\}/g;
const TAG = /<\/?[a-zA-Z][^<>]*>/g;

/**
 * Words every language keeps as they are: protocols, formats, product and vendor names.
 * Identifiers in capitals (BASIC, POST, GITHUB) count as such too.
 */
export const UNTRANSLATED_WORDS: ReadonlySet<string> = new Set([
    'OK', 'MQTT', 'JSON', 'HTTP', 'HTTPS', 'CoAP', 'LwM2M', 'LWM2M', 'SNMP', 'Bootstrap', 'OID', 'RPC',
    'ID', 'URL', 'API', 'CSV', 'CSS', 'HTML', 'JavaScript', 'OAuth2', 'IoT', 'Efento', 'Twilio', 'Amazon',
    'SNS', 'SMS', 'SMTP', 'Thingdeck', 'ThingsBoard', 'X.509', 'TLS', 'PEM', 'UTC', 'GitHub', 'Google',
    'Facebook', 'Apple',
]);

const strings = (messages: Messages): Map<string, string> => {
    const flat = new Map<string, string>();
    const walk = (node: Messages, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
            if (typeof value === 'string') flat.set(prefix + key, value);
            else walk(value, `${prefix}${key}.`);
        }
    };
    walk(messages, '');
    return flat;
};

const sortedSet = (text: string, pattern: RegExp) => [...new Set(text.match(pattern) ?? [])].sort();
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The words of a text that are not placeholders, tags, numbers or punctuation. */
const wordsOf = (text: string): string[] =>
    text.replace(PLACEHOLDER, ' ').replace(TAG, ' ').match(/[\p{L}][\p{L}\p{N}.]*(?<!\.)/gu) ?? [];

/** True when a text may read the same in a language as in English: every word of it is one kept as is. */
export const mayStayEnglish = (text: string, sameInLanguage: ReadonlySet<string>): boolean =>
    wordsOf(text).every(word => UNTRANSLATED_WORDS.has(word) || sameInLanguage.has(word) || /^[\p{Lu}\d_]{2,}$/u.test(word));

/** Every problem of one translated file (undefined: the file does not exist) against its English original. */
export function checkLocaleFile(
    english: Messages,
    translated: Messages | undefined,
    language: LanguageCode,
    sameInLanguage: ReadonlySet<string> = new Set()
): LocaleProblem[] {
    if (!translated) return flattenKeys(english).map(key => ({ key, kind: 'missing' }));
    const source = strings(english);
    const target = strings(translated);
    const forms = PLURAL_FORMS[language].length;
    const problems: LocaleProblem[] = [];
    for (const [key, text] of source) {
        const translation = target.get(key);
        if (translation === undefined) {
            problems.push({ key, kind: 'missing' });
            continue;
        }
        const [wantPlaceholders, gotPlaceholders] = [sortedSet(text, PLACEHOLDER), sortedSet(translation, PLACEHOLDER)];
        if (!sameList(wantPlaceholders, gotPlaceholders)) {
            problems.push({ key, kind: 'placeholders', detail: `${gotPlaceholders.join(' ')} instead of ${wantPlaceholders.join(' ')}` });
        }
        const [wantTags, gotTags] = [sortedSet(text, TAG), sortedSet(translation, TAG)];
        if (!sameList(wantTags, gotTags)) {
            problems.push({ key, kind: 'tags', detail: `${gotTags.join(' ')} instead of ${wantTags.join(' ')}` });
        }
        // English may need one form where the language needs several ("+%{smart_count} more"): then it may have all of them.
        const allowed = text.includes(PLURAL_SEPARATOR) ? [forms] : text.includes('%{smart_count}') ? [1, forms] : [1];
        const gotForms = translation.split(PLURAL_SEPARATOR).length;
        if (!allowed.includes(gotForms)) {
            problems.push({ key, kind: 'plural-forms', detail: `${gotForms} forms instead of ${allowed.join(' or ')}` });
        }
        if (translation === text && !mayStayEnglish(text, sameInLanguage)) {
            problems.push({ key, kind: 'english', detail: text });
        }
    }
    for (const key of target.keys()) {
        if (!source.has(key)) problems.push({ key, kind: 'extra' });
    }
    return problems;
}

export const formatProblem = ({ key, kind, detail }: LocaleProblem) => `${key}: ${kind}${detail ? ` (${detail})` : ''}`;
