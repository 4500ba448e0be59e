import { NULL_UUID } from '../../../resources/kernel';
import type { User } from '../../../shared/generated/api.gen';


/** A complete User as the server sends it, for tests; override what the test is about. */
export const fakeUser = (fields: Partial<User> = {}): User => ({
    id: { entityType: 'USER', id: 'u-1' },
    createdTime: 1_646_991_605_000,
    tenantId: { entityType: 'TENANT', id: 't-1' },
    customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
    email: 'tenant@thingsboard.org',
    name: 'tenant@thingsboard.org',
    authority: 'TENANT_ADMIN',
    firstName: null,
    lastName: null,
    additionalInfo: null,
    ...fields,
});
