// The setting ThingsBoard's controller tests start from (AbstractWebTest): a fresh server, the
// sysadmin, and a tenant "My tenant" with its own administrator; "a different tenant" on demand.
// Our suite reproduces their cases, not their code: see README.md beside this file.
import { expect } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { apiClient, type ApiClient, type ApiResponse } from '../../support/api';
import { startTestServer } from '../../support/server';
import { createActiveUser } from '../fixtures';

export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
export const PASSWORD = 'testPassword1';

export type Json = Record<string, any>;

/** One signed-in caller: JSON calls with its token. */
export interface Caller {
    token: string;
    tenantId: string;
    customerId: string;
    userId: string;
    get<T = any>(path: string): Promise<ApiResponse<T>>;
    post<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
    delete<T = any>(path: string): Promise<ApiResponse<T>>;
    call<T = any>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
    /** POST that must answer 200; its body. */
    save<T = Json>(path: string, body?: unknown): Promise<T>;
    /** GET that must answer 200; its body. */
    read<T = Json>(path: string): Promise<T>;
}

export interface Harness {
    server: RunningServer;
    api: ApiClient;
    sysadmin: Caller;
    /** The administrator of "My tenant", created for the test file. */
    tenantAdmin: Caller;
    tenantId: string;
    caller(token: string): Caller;
    login(email: string, password?: string): Promise<Caller>;
    /** A new tenant with its own administrator (ThingsBoard's loginDifferentTenant). */
    differentTenant(title?: string): Promise<Caller>;
    /** A customer user of the given customer, created and activated by its tenant's administrator. */
    customerUser(admin: Caller, customerId: string): Promise<Caller>;
    close(): Promise<void>;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, string>;

let counter = 0;
/** A unique e-mail per run: tests in one file share a server. */
export const uniqueEmail = (prefix: string) => `${prefix}${++counter}-${Date.now().toString(36)}@thingsboard.org`;

export async function startHarness(options: { smtpPort?: number } = {}): Promise<Harness> {
    const server = await startTestServer(options);
    const api = apiClient(server.url);

    const caller = (token: string): Caller => {
        const claims = claimsOf(token);
        const call = <T>(method: string, path: string, body?: unknown) => api.call<T>(method, path, { token, body });
        const ok = async <T>(response: Promise<ApiResponse<T>>, what: string) => {
            const answer = await response;
            if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.text}`);
            return answer.body;
        };
        return {
            token,
            tenantId: claims.tenantId!,
            customerId: claims.customerId!,
            userId: claims.userId!,
            get: path => call('GET', path),
            post: (path, body) => call('POST', path, body),
            delete: path => call('DELETE', path),
            call,
            save: (path, body) => ok(call('POST', path, body), `POST ${path}`),
            read: path => ok(call('GET', path), `GET ${path}`),
        };
    };
    const login = async (email: string, password = PASSWORD) => caller((await api.login(email, password)).token);
    const sysadmin = await login('sysadmin@thingsboard.org', 'sysadmin');

    const differentTenant = async (title = 'Different tenant'): Promise<Caller> => {
        const tenant = await sysadmin.save('/api/tenant', { title });
        const admin = { authority: 'TENANT_ADMIN', tenantId: tenant.id, email: uniqueEmail('tenant'), firstName: 'Joe', lastName: 'Downs' };
        return caller((await createActiveUser(api, sysadmin.token, admin, PASSWORD)).token);
    };
    const customerUser = async (admin: Caller, customerId: string): Promise<Caller> => {
        const user = { authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: customerId }, email: uniqueEmail('customer') };
        return caller((await createActiveUser(api, admin.token, user, PASSWORD)).token);
    };

    const tenantAdmin = await differentTenant('My tenant');
    return {
        server,
        api,
        sysadmin,
        tenantAdmin,
        tenantId: tenantAdmin.tenantId,
        caller,
        login,
        differentTenant,
        customerUser,
        close: () => server.close(),
    };
}

/** ThingsBoard's error body: status, errorCode and a message containing (or equal to) the expected text. */
export function expectError(response: ApiResponse<any>, status: number, errorCode: number, message?: string | RegExp): void {
    expect(response.status, response.text).toBe(status);
    expect(response.body).toMatchObject({ status, errorCode, timestamp: expect.any(String) });
    if (message !== undefined) expect(response.body.message).toMatch(message);
}

export const badRequest = (response: ApiResponse<any>, message?: string | RegExp) => expectError(response, 400, 31, message);
export const notFound = (response: ApiResponse<any>, message?: string | RegExp) => expectError(response, 404, 32, message);
export const forbidden = (response: ApiResponse<any>) => expectError(response, 403, 20, "You don't have permission to perform this operation!");

/** BaseController's "<Entity> with id [<uuid>] is not found". */
export const notFoundSentence = (label: string, id: string) => `${label} with id [${id}] is not found`;

/** A time-based UUID no row has. */
export const randomTimeUuid = () => {
    const hex = [...crypto.getRandomValues(new Uint8Array(16))].map(b => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-1${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Every item of a paged list, walking pages of `pageSize` as ThingsBoard's tests do with PageLink.nextPageLink(). */
export async function allPages(caller: Caller, path: string, pageSize: number, textSearch?: string): Promise<Json[]> {
    const items: Json[] = [];
    for (let page = 0; ; page++) {
        const separator = path.includes('?') ? '&' : '?';
        const search = textSearch === undefined ? '' : `&textSearch=${encodeURIComponent(textSearch)}`;
        const answer = await caller.read<{ data: Json[]; hasNext: boolean; totalElements: number; totalPages: number }>(`${path}${separator}pageSize=${pageSize}&page=${page}${search}`);
        expect(answer.data.length).toBeLessThanOrEqual(pageSize);
        items.push(...answer.data);
        if (!answer.hasNext) {
            expect(answer.totalElements).toBe(items.length);
            expect(answer.totalPages).toBe(Math.ceil(items.length / pageSize));
            return items;
        }
    }
}

/** Ids of items, sorted: ThingsBoard's tests compare lists after sorting by id. */
export const idsOf = (items: readonly Json[]) => items.map(item => item.id.id as string).sort();

/** A name with a random suffix, lower- or upper-cased by turns, as ThingsBoard's search tests make them. */
export function mixedCaseName(prefix: string, i: number): string {
    const name = `${prefix}${Math.random().toString(36).slice(2, 12)}`;
    return i % 2 === 0 ? name.toLowerCase() : name.toUpperCase();
}
