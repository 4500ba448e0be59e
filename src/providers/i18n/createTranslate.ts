import type { Messages } from './messages';

export interface TranslateOptions {
    /** Text to show when the key has no phrase (polyglot's convention). */
    _?: string;
    [placeholder: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * A polyglot-compatible translate function small enough for the public pages,
 * which must not load react-admin: dotted keys, %{name} placeholders, `_` fallback.
 */
export const createTranslate =
    (messages: Messages): Translate =>
    (key, options = {}) => {
        const phrase = findPhrase(messages, key) ?? options._ ?? key;
        return phrase.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
            name in options ? String(options[name]) : placeholder
        );
    };

const findPhrase = (messages: Messages, key: string): string | undefined => {
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) {
        if (typeof node !== 'object') return undefined;
        node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
};
