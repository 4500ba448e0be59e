import { isAuthority, may, NULL_UUID, type Action } from '../../../resources/kernel';
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

/** Actions that change a row: on rows of the system (tenant NULL_UUID) only the sysadmin may. */
const WRITES = new Set<Action>(['edit', 'delete']);

const isSystemRow = (record: unknown): boolean =>
    (record as { tenantId?: { id?: string } } | null | undefined)?.tenantId?.id === NULL_UUID;

/**
 * react-admin v5's access question, answered from the registry's permission table and
 * the signed-in authority: synchronous, no call to the server (the server's guard asks the
 * same table again). Pages that are not registry entries (home, profile) are not gated here.
 */
export const canAccessWith = (
    session: AccessSession | null | undefined,
    { action, resource, record }: AccessRequest
): boolean => {
    const definition = findDefinition(resource);
    if (!definition) return true;
    const authority = session?.user.authority;
    if (!isAuthority(authority)) return false;
    if (definition.name === 'edges' && session?.edgesSupportEnabled === false) return false;
    const registryAction = (ACTION_ALIASES[action] ?? action) as Action;
    // System widget bundles and resources are shared with every tenant, read-only for them.
    if (definition.server.systemRows && authority !== 'SYS_ADMIN' && WRITES.has(registryAction) && isSystemRow(record)) return false;
    return may(definition, authority, registryAction);
};
