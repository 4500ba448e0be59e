import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface UniqueNameRule {
    /** i18n keys of an empty name and of a name another item has. */
    required: string;
    duplicate: string;
    /** Alias names differ regardless of case (ThingsBoard's rule); filter names exactly. */
    ignoreCase?: boolean;
}

/** What is wrong with the name of an item (an alias, a filter) among the dashboard's others, as an i18n key. */
export function uniqueNameError<T extends { id: string }>(
    item: T,
    nameOf: (item: T) => string,
    others: readonly T[],
    rule: UniqueNameRule
): string | undefined {
    const comparable = (name: string) => (rule.ignoreCase ? name.trim().toLowerCase() : name.trim());
    const name = comparable(nameOf(item));
    if (!name) return rule.required;
    if (others.some(other => other.id !== item.id && comparable(nameOf(other)) === name)) return rule.duplicate;
    return undefined;
}

/**
 * A dialog editing a named item: its name's error shows once the name was changed or saving was
 * tried; `trySave` says whether the item has no error at all.
 */
export const useNamedItemForm = (errors: Record<string, string>, nameField: string, name: string, initialName: string) => {
    const translate = useTranslate();
    const [submitted, setSubmitted] = useState(false);
    const nameKey = errors[nameField];
    return {
        submitted,
        nameError: (submitted || name !== initialName) && nameKey ? translate(nameKey) : null,
        trySave: () => {
            setSubmitted(true);
            return Object.keys(errors).length === 0;
        },
    };
};
