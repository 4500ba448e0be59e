import type { Authority } from '../../../resources/kernel';

/** Who is asking: decides the scope of every list and fills `{customerId}`-like parameters. */
export interface Caller {
    authority: Authority;
    tenantId: string;
    customerId: string;
}
