import { createContext } from 'react';
import type { KeyFilterKeyType } from './keyFilterModel';

/** The key names a key filter may offer for a key type (ThingsBoard's key filter dialog). */
export type SuggestKeys = (keyType: KeyFilterKeyType) => Promise<readonly string[]>;

/** Where the key filter dialog finds its suggestions; none, and the key is typed freely. */
export const KeySuggestionsContext = createContext<SuggestKeys | null>(null);

/** The entity fields a key filter names (part 2 §3.1), sorted. */
export const ENTITY_FIELD_KEYS: readonly string[] = [
    'createdTime', 'name', 'type', 'firstName', 'lastName', 'email', 'title', 'country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'label',
].sort();

/** Suggestions that start with the typed text, in any case (ThingsBoard's key search). */
export const matchingKeys = (keys: readonly string[], text: string): string[] => {
    const typed = text.trim().toUpperCase();
    return keys.filter(key => key.toUpperCase().startsWith(typed));
};
