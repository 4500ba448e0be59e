import { useRecordContext } from 'react-admin';
import { useHistorySupport } from '../../components/history/useHistorySupport';
import { limitGroupsOf } from './tenantLimits';

/** The limit groups of the shown profile: without the history's retention on a server that keeps no versions. */
export const useLimitGroups = () => {
    const record = useRecordContext();
    const support = useHistorySupport(record?.id ? { entityType: 'TENANT_PROFILE', id: String(record.id) } : null);
    return limitGroupsOf(support !== 'unsupported');
};
