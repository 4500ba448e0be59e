/** Why something could not come back as it was. */
export type NotRestoredReason = 'TAKEN' | 'DELETED' | 'IN_TRASH' | 'REASSIGNED';

export type NotRestoredKind = 'NAME' | 'ACCESS_TOKEN' | 'DEVICE_PROFILE' | 'OTA_PACKAGE' | 'CUSTOMER_ASSIGNMENT' | 'ASSIGNED_ENTITY' | 'USER' | 'RELATION' | 'PROFILE_DEFAULT';

export interface OtherEntity {
    entityType: string;
    id: string;
    name: string | null;
}

/** One thing a restore left out or changed (the contract's TrashNotRestored). */
export interface NotRestored {
    kind: NotRestoredKind;
    reason: NotRestoredReason;
    other: OtherEntity | null;
    original: string | null;
    replacement: string | null;
    message: string;
}

const REASONS: Readonly<Record<NotRestoredReason, string>> = {
    TAKEN: 'is taken by another entity',
    DELETED: 'no longer exists',
    IN_TRASH: 'is in the trash (restore it first)',
    REASSIGNED: 'was assigned elsewhere since',
};

const entityText = (other: OtherEntity | null) => (other ? `${other.entityType} ${other.name === null ? other.id : `'${other.name}'`}` : 'it');

/** The English sentence API clients read; the console writes its own, translated, from the fields. */
export function messageOf(item: Omit<NotRestored, 'message'>): string {
    const { kind, reason, other, original, replacement } = item;
    switch (kind) {
        case 'NAME':
            return `The name '${original}' ${REASONS[reason]}: restored as '${replacement}'.`;
        case 'ACCESS_TOKEN':
            return `The device's credentials ${REASONS[reason]}: a new access token was generated.`;
        case 'DEVICE_PROFILE':
            return `Its device profile ${entityText(other)} ${REASONS[reason]}: the default profile '${replacement}' was used.`;
        case 'OTA_PACKAGE':
            return `Its ${original} ${entityText(other)} ${REASONS[reason]}: left empty.`;
        case 'CUSTOMER_ASSIGNMENT':
            return `Its customer ${entityText(other)} ${REASONS[reason]}: not assigned to it.`;
        case 'ASSIGNED_ENTITY':
            return `${entityText(other)} ${REASONS[reason]}: not assigned back to the customer.`;
        case 'USER':
            return `The user ${original} was not restored: the e-mail ${REASONS[reason]}.`;
        case 'RELATION':
            return `The relation '${original}' with ${entityText(other)} was not restored: it ${REASONS[reason]}.`;
        case 'PROFILE_DEFAULT':
            return `${entityText(other)} ${REASONS[reason]}: it no longer names it as its default.`;
    }
}

export const notRestored = (item: Omit<NotRestored, 'message'>): NotRestored => ({ ...item, message: messageOf(item) });
