import { useSessionDetails } from '../pickers/useSessionDetails';

export type HistorySupport = 'unknown' | 'supported' | 'unsupported';

/**
 * Whether this server keeps versions: Thingdeck's own does, ThingsBoard (`API_URL`) does not. The
 * session learnt which server it is from /api/system/info at sign-in; the trash asks the same.
 */
export const useHistorySupport = (): HistorySupport => {
    const session = useSessionDetails();
    if (!session) return 'unknown';
    return session.thingdeckExtensions ? 'supported' : 'unsupported';
};
