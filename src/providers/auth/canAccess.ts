import { may, type Action, type Authority } from '../../../resources/kernel';
import { findDefinition } from '../data/resourceLookup';

export interface AccessRequest {
    action: string;
    resource: string;
    record?: unknown;
}

/** What the decision needs from the session loaded at sign-in. */
export interface AccessSession {
    user: { authority: string };
    edgesSupportEnabled?: boolean;
}

/** react-admin's own action names, in the registry's vocabulary. */
const ACTION_ALIASES: Readonly<Record<string, Action>> = {
    clone: 'create',
    export: 'list',
    read: 'show',
    write: 'edit',
};

const AUTHORITIES = new Set<string>(['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']);

/**
 * react-admin v5's access question, answered from the registry's permission table and
 * the signed-in authority: synchronous, no call to the server (the server's guard asks the
 * same table again). Pages that are not registry entries (home, profile) are not gated here.
 */
export const canAccessWith = (
    session: AccessSession | null | undefined,
    { action, resource }: AccessRequest
): boolean => {
    const definition = findDefinition(resource);
    if (!definition) return true;
    const authority = session?.user.authority;
    if (!authority || !AUTHORITIES.has(authority)) return false;
    if (definition.name === 'edges' && session?.edgesSupportEnabled === false) return false;
    return may(definition, authority as Authority, (ACTION_ALIASES[action] ?? action) as Action);
};
