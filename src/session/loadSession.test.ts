import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../providers/http/createHttpClient';
import { ApiError } from '../providers/http/ApiError';
import type { Authority } from '../../resources/kernel';
import { fakeUser } from '../providers/auth/fakeUser';
import { effectiveMaxDatapointsLimit, isThingdeckServer, loadSession } from './loadSession';

const userOf = (authority: Authority) => fakeUser({ authority });

const fakeHttp = (answers: Record<string, unknown>) => {
    const request = vi.fn(async (path: string) => {
        const answer = answers[path];
        if (answer instanceof Error) throw answer;
        return answer;
    });
    return { http: { request } as unknown as HttpClient, request };
};

describe('isThingdeckServer', () => {
    it("knows Thingdeck's server by the artifact its system info names, and a real ThingsBoard by its own", () => {
        expect(isThingdeckServer({ version: '3.3.4', artifact: 'thingdeck', name: 'Thingdeck' })).toBe(true);
        expect(isThingdeckServer({ version: '3.3.4', artifact: 'application', name: 'ThingsBoard' })).toBe(false);
        expect(isThingdeckServer(null)).toBe(false);
        expect(isThingdeckServer('thingdeck')).toBe(false);
    });
});

describe('loadSession', () => {
    it('asks for the user and every platform flag at once when the token names the authority', async () => {
        let answerUser: (user: unknown) => void = () => undefined;
        const request = vi.fn(async (path: string) => {
            if (path === '/api/auth/user') return new Promise(resolve => (answerUser = resolve));
            return ({ '/api/user/tokenAccessEnabled': true, '/api/edges/enabled': false, '/api/dashboard/maxDatapointsLimit': 100, '/api/system/info': { artifact: 'thingdeck' } } as Record<string, unknown>)[path];
        });

        const loading = loadSession({ request } as unknown as HttpClient, { scopes: ['TENANT_ADMIN'], sub: 'tenant@thingsboard.org' });

        // All five are on their way before the user's answer: one round trip, not two.
        expect(request.mock.calls.map(call => call[0]).sort()).toEqual(['/api/auth/user', '/api/dashboard/maxDatapointsLimit', '/api/edges/enabled', '/api/system/info', '/api/user/tokenAccessEnabled']);
        answerUser(userOf('TENANT_ADMIN'));
        expect(await loading).toMatchObject({ userTokenAccessEnabled: true, edgesSupportEnabled: false, maxDatapointsLimit: 100, thingdeckExtensions: true });
    });

    it('without scopes in the token, loads the user and decides on token access from it', async () => {
        const { http, request } = fakeHttp({
            '/api/auth/user': userOf('TENANT_ADMIN'),
            '/api/user/tokenAccessEnabled': true,
            '/api/edges/enabled': true,
            '/api/dashboard/maxDatapointsLimit': 1000,
        });

        expect(await loadSession(http)).toEqual({
            user: userOf('TENANT_ADMIN'),
            isPublic: false,
            userTokenAccessEnabled: true,
            edgesSupportEnabled: true,
            thingdeckExtensions: false,
            maxDatapointsLimit: 1000,
            forceFullscreen: false,
            allowedDashboardIds: [],
        });
        expect(request.mock.calls[0][0]).toBe('/api/auth/user');
    });

    it('asks about token access only for administrators', async () => {
        const { http, request } = fakeHttp({
            '/api/auth/user': userOf('CUSTOMER_USER'),
            '/api/user/tokenAccessEnabled': true,
        });

        const session = await loadSession(http);

        expect(session.userTokenAccessEnabled).toBe(false);
        expect(request).not.toHaveBeenCalledWith(
            '/api/user/tokenAccessEnabled',
            expect.anything()
        );
    });

    it('lets the user in when an optional flag cannot be read', async () => {
        const { http } = fakeHttp({
            '/api/auth/user': userOf('SYS_ADMIN'),
            '/api/user/tokenAccessEnabled': new ApiError({ status: 404, message: 'x' }),
            '/api/edges/enabled': new ApiError({ status: 500, message: 'x' }),
            '/api/dashboard/maxDatapointsLimit': new ApiError({ status: 0, message: 'x' }),
        });

        expect(await loadSession(http)).toMatchObject({
            userTokenAccessEnabled: false,
            edgesSupportEnabled: false,
            maxDatapointsLimit: 500,
        });
    });

    it('in forced fullscreen, loads the first 100 dashboards the user may open', async () => {
        const kiosk = fakeUser({
            authority: 'CUSTOMER_USER',
            customerId: { entityType: 'CUSTOMER', id: 'c-1' },
            additionalInfo: { defaultDashboardId: 'd-1', defaultDashboardFullscreen: true },
        });
        const { http, request } = fakeHttp({
            '/api/auth/user': kiosk,
            '/api/customer/c-1/dashboards': { data: [{ id: { id: 'd-1' } }, { id: { id: 'd-2' } }] },
        });

        expect(await loadSession(http)).toMatchObject({
            forceFullscreen: true,
            allowedDashboardIds: ['d-1', 'd-2'],
        });
        expect(request).toHaveBeenCalledWith('/api/customer/c-1/dashboards', {
            ignoreErrors: true,
            query: { pageSize: 100, page: 0 },
        });
    });

    it('gives a public visitor the "Public Public" user without asking the server', async () => {
        const { http, request } = fakeHttp({});

        const session = await loadSession(http, { isPublic: true, sub: 'pub-1' });

        expect(session.user).toMatchObject({ firstName: 'Public', lastName: 'Public', email: 'pub-1' });
        expect(request).not.toHaveBeenCalledWith('/api/auth/user');
    });

    it('fails when the user cannot be loaded', async () => {
        const { http } = fakeHttp({
            '/api/auth/user': new ApiError({ status: 401, message: 'Authentication failed' }),
        });

        await expect(loadSession(http)).rejects.toMatchObject({ status: 401 });
    });
});

describe('effectiveMaxDatapointsLimit', () => {
    it('raises limits of 7 or less to 8 and defaults to 500', () => {
        expect(effectiveMaxDatapointsLimit(5)).toBe(8);
        expect(effectiveMaxDatapointsLimit(7)).toBe(8);
        expect(effectiveMaxDatapointsLimit(8)).toBe(8);
        expect(effectiveMaxDatapointsLimit(50_000)).toBe(50_000);
        expect(effectiveMaxDatapointsLimit(0)).toBe(500);
        expect(effectiveMaxDatapointsLimit(undefined)).toBe(500);
    });
});
