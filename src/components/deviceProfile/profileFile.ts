import { normalizeProfile, type DeviceProfile, type EntityId } from './profileModel';

/** What the server owns and an imported profile must not carry over. */
const SERVER_FIELDS = ['id', 'createdTime', 'tenantId', 'default'] as const;

/** The file name of an exported profile: its name, made safe for a file system. */
export const exportFileName = (name: string) => `${name.trim().replace(/[^\w.-]+/g, '_') || 'device_profile'}.json`;

/** An exported profile, as ThingsBoard's export writes it (the whole entity, id included). */
export const profileJson = (profile: Record<string, unknown>): string => JSON.stringify(profile, null, 2);

/**
 * A profile read from an exported file, ready to create: server-owned fields dropped, the
 * parts the editor needs completed. Null when the text is not a device profile.
 */
export const profileFromFile = (text: string): DeviceProfile | null => {
    let parsed: unknown;
    try {
        parsed = JSON.parse(text);
    } catch {
        return null;
    }
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { name?: unknown }).name !== 'string' || typeof (parsed as { profileData?: unknown }).profileData !== 'object') {
        return null;
    }
    const input = { ...(parsed as Record<string, unknown>) };
    for (const field of SERVER_FIELDS) delete input[field];
    return normalizeProfile(input as Partial<DeviceProfile>);
};


/** The body POST /api/deviceProfile takes; react-admin's record id is the bare uuid. */
export const toSavedProfile = (profile: DeviceProfile): Record<string, unknown> => ({ ...profile, id: profile.id?.id });

/** The editor's id is an EntityId; react-admin's record id is the bare uuid. */
export const profileFromRecord = (record: Record<string, unknown>): DeviceProfile => {
    const id = record.id;
    const entityId: EntityId | undefined = typeof id === 'string' ? { entityType: 'DEVICE_PROFILE', id } : (id as EntityId | undefined);
    return normalizeProfile({ ...(record as Partial<DeviceProfile>), id: entityId });
};
