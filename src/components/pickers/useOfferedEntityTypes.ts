import { allowedEntityTypesFor, type AllowedTypesOptions } from './entityTypes';
import { useAuthority, useSessionDetails } from './useSessionDetails';

/**
 * The entity types a picker offers: the signed-in authority's list narrowed by the caller's.
 * Outside a session (gallery, tests) an explicit list is taken as is.
 */
export const useOfferedEntityTypes = (options: Omit<AllowedTypesOptions, 'edgesSupportEnabled'>): string[] => {
    const details = useSessionDetails();
    const authority = useAuthority();
    if (!authority && options.allowedEntityTypes?.length) return [...options.allowedEntityTypes];
    return allowedEntityTypesFor(authority, { ...options, edgesSupportEnabled: details?.edgesSupportEnabled ?? true });
};
