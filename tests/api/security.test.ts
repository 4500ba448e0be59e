import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProxyApp } from '../../server/proxy';
import { operations } from '../../shared/generated/operations.gen';
import type { RunningServer } from '../../server/main';
import { apiClient, claimsOf, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';

const THINGSBOARD_429 = { status: 429, errorCode: 33, message: expect.any(String), timestamp: expect.any(String) };

describe('rate limits on sign-in and the no-auth flows', () => {
    let server: RunningServer;
    let api: ApiClient;

    beforeAll(async () => {
        // The limits are read when the app is built; tight ones here, the generous defaults everywhere else.
        process.env.RATE_LIMIT_SIGN_IN = '3:60';
        process.env.RATE_LIMIT_NOAUTH = '3:60';
        try {
            server = await startTestServer({ demoData: false });
        } finally {
            delete process.env.RATE_LIMIT_SIGN_IN;
            delete process.env.RATE_LIMIT_NOAUTH;
        }
        api = apiClient(server.url);
    });
    afterAll(() => server?.close());

    const login = (username: string, password: string) => api.post('/api/auth/login', { username, password });

    it('answers 429 with ThingsBoard body after the window is used up, per address and username', async () => {
        for (let i = 0; i < 3; i++) expect((await login('sysadmin@thingsboard.org', 'wrong')).status).toBe(401);
        const refused = await login('sysadmin@thingsboard.org', 'sysadmin');
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual(THINGSBOARD_429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        // Upper case is the same account, so the same window.
        expect((await login('SYSADMIN@thingsboard.org', 'sysadmin')).status).toBe(429);
        // Another username from the same address has its own window.
        expect((await login('nobody@example.com', 'x')).status).toBe(401);
    });

    it('limits the no-auth endpoints the same way', async () => {
        for (let i = 0; i < 3; i++) expect((await api.get('/api/noauth/userPasswordPolicy')).status).toBe(200);
        const refused = await api.get('/api/noauth/userPasswordPolicy');
        expect([refused.status, refused.body]).toEqual([429, THINGSBOARD_429]);
        // A bad request still counts, so hostile callers cannot probe around the limit.
        for (let i = 0; i < 4; i++) await api.post('/api/noauth/resetPasswordByEmail', { email: 'victim@example.com' });
        expect((await api.post('/api/noauth/resetPasswordByEmail', { email: 'victim@example.com' })).status).toBe(429);
        expect((await api.post('/api/noauth/resetPasswordByEmail', { email: 'other@example.com' })).status).toBe(200);
    });

    // The router decodes %6C, drops the query and matches hex digits of either case: each spelling it
    // takes for the sign-in route counts in the same window; the ones it does not take reach no handler:
    // under /api/ they ask for a token first (401, as ThingsBoard's security filter does), elsewhere 404.
    const SIGN_IN_SPELLINGS: Array<[string, 429 | 404 | 401]> = [
        ['/api/auth/%6Cogin', 429],
        ['/api/auth/%6cogin', 429],
        ['/%61pi/auth/login', 429],
        ['/api/auth/%6C%6F%67%69%6E', 429],
        ['/api/auth/login?x=1', 429],
        ['/api/auth/login?', 429],
        ['/api/auth/%4Cogin', 401],
        ['/API/auth/login', 404],
        ['//api/auth/login', 404],
        ['/api/auth//login', 401],
        ['/api/auth/login/', 401],
        ['/api/auth/login%3F', 401],
        ['/api/auth/login;x', 401],
    ];

    it('counts every spelling of the sign-in path the router takes in the one window: never a password check past the limit', async () => {
        const username = 'encoded@example.com';
        for (let i = 0; i < 3; i++) expect((await login(username, 'guess')).status).toBe(401);
        for (const [path, status] of SIGN_IN_SPELLINGS) {
            const answer = await api.call('POST', path, { body: { username, password: 'guess' } });
            expect([path, answer.status]).toEqual([path, status]);
        }
    });

    it('counts every spelling of a no-auth path in its one window', async () => {
        const spellings = ['/api/noauth/%75serPasswordPolicy', '/api/noauth/userPassword%50olicy?x=1', '/%61pi/noauth/userPasswordPolicy', '/api/noauth/userpasswordpolicy'];
        const answers = [];
        for (const path of spellings) answers.push((await api.get(path)).status);
        // The window of the plain spelling is used up by the test above; the lower-case path is no route.
        expect(answers).toEqual([429, 429, 429, 404]);
        expect((await api.call('HEAD', '/api/noauth/userPasswordPolicy')).status).toBe(429);
    });

    it('leaves signed-in API calls alone', async () => {
        for (let i = 0; i < 10; i++) expect((await api.get('/api/auth/user')).status).toBe(401);
    });
});

interface Session {
    token: string;
    tenantId: string;
    customerId: string;
    userId: string;
}

/** The demo's system administrator, tenant administrator and a customer user, signed in. */
interface World {
    server: RunningServer;
    api: ApiClient;
    sysadmin: Session;
    tenant: Session;
    customer: Session;
}

async function signedInDemo(): Promise<World> {
    const server = await startTestServer();
    const api = apiClient(server.url);
    const signIn = async (email: string, password: string): Promise<Session> => {
        const { token } = await api.login(email, password);
        return { token, ...(claimsOf(token) as Omit<Session, 'token'>) };
    };
    const [sysadmin, tenant, customer] = await Promise.all([
        signIn('sysadmin@thingsboard.org', 'sysadmin'),
        signIn('tenant@thingsboard.org', 'tenant'),
        signIn('customerA@thingsboard.org', 'customer'),
    ]);
    return { server, api, sysadmin, tenant, customer };
}

describe('security headers on the API', () => {
    let world: World;
    beforeAll(async () => {
        world = await signedInDemo();
    });
    afterAll(() => world?.server.close());

    it('marks every answer nosniff, with a referrer policy, and forbids framing or loading from API answers', async () => {
        for (const response of [await world.api.get('/api/auth/user', world.tenant.token), await world.api.get('/api/nothing-here'), await world.api.post('/api/auth/login', {})]) {
            expect(response.headers.get('x-content-type-options')).toBe('nosniff');
            expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
            expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
            expect(response.headers.get('x-frame-options')).toBe('DENY');
        }
    });

    it('refuses uploads of the wrong kind with ThingsBoard 400 body, before storing anything', async () => {
        const { api, tenant } = world;
        const resource = await api.post('/api/resource', { title: 'evil', resourceType: 'LWM2M_MODEL', fileName: 'model.html', data: Buffer.from('<script>1</script>').toString('base64') }, tenant.token);
        expect([resource.status, resource.body]).toEqual([400, { status: 400, errorCode: 31, message: 'Resource file of type LWM2M_MODEL should be .xml!', timestamp: expect.any(String) }]);
        const dashboard = await api.post('/api/dashboard', { title: 'Evil picture', image: 'data:text/html;base64,PHNjcmlwdD4xPC9zY3JpcHQ+' }, tenant.token);
        expect([dashboard.status, dashboard.body.errorCode]).toEqual([400, 31]);
        const dashboards = await api.get('/api/tenant/dashboards?pageSize=100&page=0&textSearch=Evil', tenant.token);
        expect(dashboards.body.data).toEqual([]);
        const picture = `data:image/png;base64,${Buffer.alloc(64).toString('base64')}`;
        expect((await api.post('/api/dashboard', { title: 'Good picture', image: picture }, tenant.token)).status).toBe(200);
    });

    it('checks uploads on the route the router matched, however its path is spelled', async () => {
        const { api, tenant } = world;
        const evil = { title: 'evil', resourceType: 'LWM2M_MODEL', fileName: 'model.html', data: Buffer.from('<script>1</script>').toString('base64') };
        for (const path of ['/api/%72esource', '/api/resourc%65?x=1', '/%61pi/resource']) {
            const answer = await api.call('POST', path, { body: evil, token: tenant.token });
            expect([path, answer.status, answer.body?.message]).toEqual([path, 400, 'Resource file of type LWM2M_MODEL should be .xml!']);
        }
        const picture = 'data:text/html;base64,PHNjcmlwdD4xPC9zY3JpcHQ+';
        const dashboard = await api.call('POST', '/api/d%61shboard', { body: { title: 'Evil encoded picture', image: picture }, token: tenant.token });
        expect([dashboard.status, dashboard.body.errorCode]).toEqual([400, 31]);
    });

    it('asks for a token on every spelling of an API path, and gives its answers the API headers', async () => {
        const { api } = world;
        for (const path of ['/%61pi/auth/user', '/api/%61uth/user', '/api/auth/use%72?x']) {
            const answer = await api.get(path);
            expect([path, answer.status, answer.body?.errorCode]).toEqual([path, 401, 10]);
            expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
            expect(answer.headers.get('x-frame-options')).toBe('DENY');
        }
    });

    describe('secrets never leave the server', () => {
        const SMTP_PASSWORD = 'smtp-pw-5d1f0e2c';
        const OAUTH2_SECRET = 'oauth2-secret-9b7e41aa';

        /** Every GET of the contract with the ids of the world filled in; long polls and the WebSocket left out. */
        const getUrls = (session: Session) => {
            const ids: Record<string, string> = { tenantId: session.tenantId, customerId: session.customerId, userId: session.userId, key: 'mail' };
            return Object.values(operations)
                .filter(operation => operation.method === 'GET' && !operation.path.startsWith('/api/v1/') && !operation.path.startsWith('/api/ws'))
                .map(operation => operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => ids[name] ?? '00000000-0000-0000-0000-000000000001') + '?pageSize=100&page=0');
        };

        it('the JWT signing key, the SMTP password and OAuth2 client secrets are in no GET answer of any role', async () => {
            const { api, sysadmin } = world;
            const mail = await api.post('/api/admin/settings', {
                key: 'mail',
                jsonValue: { mailFrom: 'x <x@example.com>', smtpProtocol: 'smtp', smtpHost: '127.0.0.1', smtpPort: '25', timeout: '1000', enableTls: false, username: 'mailer', password: SMTP_PASSWORD },
            }, sysadmin.token);
            expect(mail.status).toBe(200);
            const registration = {
                clientId: 'client', clientSecret: OAUTH2_SECRET, authorizationUri: 'https://idp.example/auth', accessTokenUri: 'https://idp.example/token',
                scope: ['email'], userInfoUri: 'https://idp.example/me', userNameAttributeName: 'email', clientAuthenticationMethod: 'BASIC',
                loginButtonLabel: 'IdP', platforms: [], mapperConfig: { allowUserCreation: false, activateUser: false, type: 'BASIC', basic: { emailAttributeKey: 'email', tenantNameStrategy: 'DOMAIN' } },
            };
            const oauth2 = await api.post('/api/oauth2/config', { enabled: true, oauth2ParamsInfos: [{ domainInfos: [{ name: '127.0.0.1', scheme: 'MIXED' }], mobileInfos: [], clientRegistrations: [registration] }] }, sysadmin.token);
            expect(oauth2.status).toBe(200);

            // The key is private to the token service; the test reads it to know what to look for.
            const key = Buffer.from((world.server.app.ctx.tokens as unknown as { key: Uint8Array }).key);
            const secrets = [SMTP_PASSWORD, OAUTH2_SECRET, key.toString('base64'), key.toString('base64url'), key.toString('hex')];

            const leaks: string[] = [];
            let scanned = 0;
            for (const [role, session] of Object.entries({ sysadmin, tenant: world.tenant, customer: world.customer, anonymous: undefined })) {
                for (const url of getUrls(session ?? world.tenant)) {
                    const response = await api.get(url, session?.token);
                    scanned++;
                    expect(response.status, `${role} GET ${url}`).not.toBe(500);
                    for (const secret of secrets) {
                        // ThingsBoard's own OAuth2 form reads the client secret back for the system administrator to edit.
                        if (secret === OAUTH2_SECRET && role === 'sysadmin' && url.startsWith('/api/oauth2/config?')) continue;
                        if (response.text.includes(secret)) leaks.push(`${role} GET ${url}`);
                    }
                }
            }
            expect(scanned).toBeGreaterThan(400);
            expect(leaks).toEqual([]);
        });
    });
});

describe('security headers in front of a real ThingsBoard (API_URL)', () => {
    /** What a ThingsBoard answers with: Spring Security's headers, which the proxy must pass on untouched. */
    const THINGSBOARD_HEADERS = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate' };
    let upstream: http.Server;
    let proxy: FastifyInstance;
    let consoleDir: string;

    beforeAll(async () => {
        upstream = http.createServer((_request, response) => {
            response.writeHead(200, { ...THINGSBOARD_HEADERS, 'content-type': 'application/json' });
            response.end('{"authority":"TENANT_ADMIN"}');
        });
        await new Promise<void>(resolve => upstream.listen(0, '127.0.0.1', resolve));
        consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-'));
        fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Thingdeck</title>');
        fs.writeFileSync(path.join(consoleDir, 'widget-frame.html'), '<!doctype html><title>Widget</title>');
        proxy = await buildProxyApp(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, consoleDir, 'error', 'strict');
    });
    afterAll(async () => {
        await proxy?.close();
        await new Promise(resolve => upstream?.close(resolve));
        fs.rmSync(consoleDir, { recursive: true, force: true });
    });

    it("passes the API's answers on with ThingsBoard's headers only, none added or doubled", async () => {
        const response = await proxy.inject({ method: 'GET', url: '/api/auth/user' });
        expect(response.json()).toEqual({ authority: 'TENANT_ADMIN' });
        expect(response.headers).toMatchObject(THINGSBOARD_HEADERS);
        expect(response.headers['content-security-policy']).toBeUndefined();
        expect(response.headers['referrer-policy']).toBeUndefined();
    });

    it("gives the console's pages the embedded server's headers: strict scripts, the widget frame page its own policy", async () => {
        const page = await proxy.inject({ method: 'GET', url: '/devices/123' });
        expect(page.body).toContain('<title>Thingdeck</title>');
        expect(page.headers['content-security-policy']).toContain("script-src 'self';");
        expect([page.headers['x-frame-options'], page.headers['x-content-type-options'], page.headers['referrer-policy']]).toEqual(['SAMEORIGIN', 'nosniff', 'strict-origin-when-cross-origin']);
        const head = await proxy.inject({ method: 'HEAD', url: '/devices/123' });
        expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
        expect(head.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
        const frame = await proxy.inject({ method: 'GET', url: '/widget-frame.html' });
        expect(frame.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval' https:;");
        expect(frame.headers['content-security-policy']).toContain('sandbox allow-scripts');
    });
});
