import type { RunningServer } from '../../server/main';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';

export interface Session {
    token: string;
    userId: string;
    tenantId: string;
    customerId: string;
}

/** Two tenants, each with an admin, a customer and that customer's user, all signed in. */
export interface World {
    server: RunningServer;
    api: ApiClient;
    sysadmin: Session;
    /** The demo tenant, its "Customer A" and its user customerA@. */
    tenant: Session;
    customer: Session;
    /** The demo tenant's "Customer B" user: same tenant, other customer. */
    otherCustomer: Session;
    /** A second tenant made by the sysadmin, with its own admin, customer and user. */
    tenant2: Session;
    customer2: Session;
    close(): Promise<void>;
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, string>;

const sessionOf = (token: string): Session => {
    const c = claims(token);
    return { token, userId: c.userId!, tenantId: c.tenantId!, customerId: c.customerId! };
};

async function signIn(api: ApiClient, email: string, password: string): Promise<Session> {
    return sessionOf((await api.login(email, password)).token);
}

/** Creates a user and activates it through its activation link, as a person would. */
export async function createActiveUser(api: ApiClient, token: string, user: Record<string, unknown>, password: string): Promise<Session> {
    const created = await api.post('/api/user?sendActivationMail=false', user, token);
    if (created.status !== 200) throw new Error(`create user: ${created.status} ${created.text}`);
    const link = await api.get(`/api/user/${created.body.id.id}/activationLink`, token);
    const activateToken = new URL(link.text).searchParams.get('activateToken')!;
    const activated = await api.post('/api/noauth/activate?sendActivationMail=false', { activateToken, password });
    if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${activated.text}`);
    // Activation signs the user in; no second password check (argon2 is slow on purpose).
    return sessionOf(activated.body.token);
}

/** The demo world on a fresh server: the tests' own, or one `start` gives (another checkout's, in new-entity.test.ts). */
export async function createWorld(start: () => Promise<RunningServer> = startTestServer): Promise<World> {
    const server = await start();
    const api = apiClient(server.url);
    const [sysadmin, tenant, customer, otherCustomer] = await Promise.all([
        signIn(api, 'sysadmin@thingsboard.org', 'sysadmin'),
        signIn(api, 'tenant@thingsboard.org', 'tenant'),
        signIn(api, 'customerA@thingsboard.org', 'customer'),
        signIn(api, 'customerB@thingsboard.org', 'customer'),
    ]);

    const t2 = await api.post('/api/tenant', { title: 'Second Tenant' }, sysadmin.token);
    if (t2.status !== 200) throw new Error(`create tenant: ${t2.status} ${t2.text}`);
    const tenant2 = await createActiveUser(api, sysadmin.token, { email: 'admin2@example.com', authority: 'TENANT_ADMIN', tenantId: t2.body.id }, 'password2');
    const c2 = await api.post('/api/customer', { title: 'Second Customer' }, tenant2.token);
    const customer2 = await createActiveUser(
        api,
        tenant2.token,
        { email: 'user2@example.com', authority: 'CUSTOMER_USER', customerId: c2.body.id },
        'password2',
    );
    return { server, api, sysadmin, tenant, customer, otherCustomer, tenant2, customer2, close: () => server.close() };
}

/** Compares as the server's SQLite does (binary order, nulls first). */
export function isSorted(values: Array<string | number | boolean | null | undefined>, order: 'ASC' | 'DESC'): boolean {
    const rank = (value: unknown) => (value === null || value === undefined ? 0 : 1);
    for (let i = 1; i < values.length; i++) {
        const a = values[i - 1];
        const b = values[i];
        let cmp = rank(a) - rank(b);
        if (cmp === 0 && a !== null && a !== undefined && b !== null && b !== undefined) {
            const x = typeof a === 'boolean' ? Number(a) : a;
            const y = typeof b === 'boolean' ? Number(b) : b;
            cmp = x < y ? -1 : x > y ? 1 : 0;
        }
        if (order === 'ASC' ? cmp > 0 : cmp < 0) return false;
    }
    return true;
}

/** Every item of a paged list, page by page. */
export async function allPages(api: ApiClient, path: string, token: string, pageSize = 100): Promise<Array<Record<string, any>>> {
    const items: Array<Record<string, any>> = [];
    for (let page = 0; ; page++) {
        const separator = path.includes('?') ? '&' : '?';
        const response = await api.get(`${path}${separator}pageSize=${pageSize}&page=${page}`, token);
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
        items.push(...response.body.data);
        if (!response.body.hasNext) return items;
    }
}
