import { httpClient } from '../../providers/http/httpClient';

export type ServiceType = 'TB_CORE' | 'TB_RULE_ENGINE' | 'TB_TRANSPORT' | 'JS_EXECUTOR';

type FetchQueues = (serviceType: ServiceType) => Promise<string[]>;

const fetchFromServer: FetchQueues = serviceType =>
    httpClient.request<string[]>('/api/tenant/queues', { query: { serviceType }, ignoreErrors: true, ignoreLoading: true });

/**
 * Queue names per service type, fetched once and kept (part 2 §7). A failed fetch gives an
 * empty list and is tried again next time.
 */
export const createQueueCache = (fetchQueues: FetchQueues = fetchFromServer) => {
    const cached = new Map<ServiceType, string[]>();
    return async (serviceType: ServiceType): Promise<string[]> => {
        const known = cached.get(serviceType);
        if (known) return known;
        try {
            const names = await fetchQueues(serviceType);
            cached.set(serviceType, names);
            return names;
        } catch {
            return [];
        }
    };
};

export const queueNames = createQueueCache();

/** Names starting with the text (any case), sorted alphabetically. */
export const matchingQueues = (names: readonly string[], text: string): string[] => {
    const prefix = text.toLowerCase();
    return names.filter(name => name.toLowerCase().startsWith(prefix)).sort((a, b) => a.localeCompare(b));
};
