import type { Authority } from '../../../resources/kernel';

/** i18n keys of the role names shown beside the signed-in user. */
export const AUTHORITY_LABEL_KEYS: Record<Authority, string> = {
    SYS_ADMIN: 'user.sys-admin',
    TENANT_ADMIN: 'user.tenant-admin',
    CUSTOMER_USER: 'user.customer',
};
