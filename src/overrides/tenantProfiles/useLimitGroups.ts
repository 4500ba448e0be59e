import { useSessionDetails } from '../../components/pickers/useSessionDetails';
import { limitGroupsOf } from './tenantLimits';

/** The limit groups of the shown profile: without Thingdeck's own (history, trash) on a server that lacks them (ThingsBoard). */
export const useLimitGroups = () => limitGroupsOf(useSessionDetails()?.thingdeckExtensions ?? true);
