import { registry } from '../../../resources';
import { mergeMessages, type Messages } from '../../providers/i18n/messages';
import { routeOf } from '../../providers/data/resourceLookup';

// The console's English: the registry's and generic views' strings (generic.json) ship with the
// console chunk, never with the sign-in page. No TypeScript table adds English of its own.
const resourceFiles = import.meta.glob<Messages>(
    ['/locales/en_US/*.json', '!/locales/en_US/common.json'],
    { import: 'default', eager: true }
);

const resourceMessages: Messages = Object.values(resourceFiles).reduce(
    (merged, file) => mergeMessages(merged, file),
    {}
);

/**
 * react-admin names resources by their route (`edgeInstances`), the locale files by the
 * registry name (`edges`): the route gets the same phrases.
 */
const withRouteAliases = (messages: Messages): Messages => {
    const resources = messages.resources;
    if (typeof resources !== 'object') return messages;
    const aliased: Messages = { ...resources };
    for (const resource of registry) {
        const phrases = resources[resource.name];
        if (phrases && routeOf(resource) !== resource.name) aliased[routeOf(resource)] = phrases;
    }
    return { ...messages, resources: aliased };
};

/** The language's messages over the console's English (every en_US file but common.json). */
export const withResourceMessages = (messages: Messages): Messages =>
    withRouteAliases(mergeMessages(resourceMessages, messages));
