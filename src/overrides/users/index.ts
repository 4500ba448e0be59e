import type { ResourceOverrides } from '../../generic/overrideTypes';
import { UserActions } from './UserActions';

export const userOverrides: ResourceOverrides = {
    actions: UserActions,
    // The new user gets an activation link to hand over; "Resend activation" mails it.
    createMeta: { query: { sendActivationMail: false } },
    // Users live under a tenant (its admins) or a customer (its users).
    nestedCreateDefaults: parent => ({ authority: parent === 'tenants' ? 'TENANT_ADMIN' : 'CUSTOMER_USER' }),
};
