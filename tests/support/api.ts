export interface ApiResponse<T = unknown> {
    status: number;
    headers: Headers;
    body: T;
    text: string;
}

export interface JwtPair {
    token: string;
    refreshToken: string;
}

/** A thin HTTP client for tests: JSON in and out, the token in X-Authorization as the console sends it. */
export function apiClient(baseUrl: string) {
    async function call<T = any>(method: string, path: string, options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
        const headers: Record<string, string> = { ...options.headers };
        if (options.token) headers['X-Authorization'] = `Bearer ${options.token}`;
        let body: string | undefined;
        if (options.raw !== undefined) {
            body = options.raw;
            headers['Content-Type'] ??= 'application/json';
        } else if (options.body !== undefined) {
            body = JSON.stringify(options.body);
            headers['Content-Type'] = 'application/json';
        }
        const response = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
        const text = await response.text();
        let parsed: unknown = text;
        try {
            parsed = text ? JSON.parse(text) : undefined;
        } catch {
            // text answers (activation links) stay text
        }
        return { status: response.status, headers: response.headers, body: parsed as T, text };
    }

    return {
        call,
        get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
        post: <T = any>(path: string, body?: unknown, token?: string) => call<T>('POST', path, { body, token }),
        async login(username: string, password: string): Promise<JwtPair> {
            const response = await call<JwtPair>('POST', '/api/auth/login', { body: { username, password } });
            if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${response.text}`);
            return response.body;
        },
    };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The payload of a JWT, unverified: tests read claims the server wrote. */
export function claimsOf(token: string): Record<string, unknown> {
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

export const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** Waits past the next whole second: ThingsBoard compares token times in seconds. */
export const nextSecond = () => sleep(1100 - (Date.now() % 1000) + 50);

export const DEMO_USERS = [
    { email: 'sysadmin@thingsboard.org', password: 'sysadmin', authority: 'SYS_ADMIN' },
    { email: 'tenant@thingsboard.org', password: 'tenant', authority: 'TENANT_ADMIN' },
    { email: 'customer@thingsboard.org', password: 'customer', authority: 'CUSTOMER_USER' },
    { email: 'customerA@thingsboard.org', password: 'customer', authority: 'CUSTOMER_USER' },
    { email: 'customerB@thingsboard.org', password: 'customer', authority: 'CUSTOMER_USER' },
    { email: 'customerC@thingsboard.org', password: 'customer', authority: 'CUSTOMER_USER' },
] as const;
