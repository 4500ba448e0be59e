import type { HttpClient } from '../../../providers/http/createHttpClient';
import { ENTITY_FIELD_KEYS, type SuggestKeys } from '../../keyFilters/keySuggestions';

const KEY_LIST: Readonly<Record<string, string>> = {
    ATTRIBUTE: '/api/deviceProfile/devices/keys/attributes',
    TIME_SERIES: '/api/deviceProfile/devices/keys/timeseries',
};

/**
 * An alarm rule's key suggestions: the attribute and time series keys the profile's devices
 * have (of every device of the tenant while the profile is new), the entity fields, nothing for
 * constants. Each list is read once; a failed read suggests nothing.
 */
export const profileKeySuggestions = (http: HttpClient, deviceProfileId: string | null): SuggestKeys => {
    const lists = new Map<string, Promise<readonly string[]>>();
    return keyType => {
        if (keyType === 'ENTITY_FIELD') return Promise.resolve(ENTITY_FIELD_KEYS);
        const path = KEY_LIST[keyType];
        if (!path) return Promise.resolve([]);
        let list = lists.get(keyType);
        if (!list) {
            list = http
                .request<string[]>(path, { query: { deviceProfileId: deviceProfileId ?? undefined }, ignoreErrors: true, ignoreLoading: true })
                .then(keys => (Array.isArray(keys) ? keys : []))
                .catch(() => []);
            lists.set(keyType, list);
        }
        return list;
    };
};
