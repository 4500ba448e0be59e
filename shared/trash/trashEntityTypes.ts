/** The entities a delete puts in the trash (issue #28 point 4): the server keeps them, the console says so. */
export const TRASH_ENTITY_TYPES = ['DASHBOARD', 'RULE_CHAIN', 'DEVICE', 'ASSET', 'CUSTOMER'] as const;
export type TrashEntityType = (typeof TRASH_ENTITY_TYPES)[number];

export const isTrashEntityType = (type: string): type is TrashEntityType => (TRASH_ENTITY_TYPES as readonly string[]).includes(type);
