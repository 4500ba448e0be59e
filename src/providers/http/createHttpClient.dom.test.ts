import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../auth/fakeJwt';
import { createTokenStore } from '../auth/tokenStore';
import { ApiError } from './ApiError';
import { createHttpClient, MAX_429_RESENDS, type HttpClientConfig } from './createHttpClient';

const NOW = 10_000_000;
const jwt = (name: string, lifetimeSeconds: number) =>
    fakeJwt({ sub: name, iat: 1, exp: 1 + lifetimeSeconds });

const OLD = jwt('old-access', 3600);
const NEW = jwt('new-access', 3600);
const REFRESH = jwt('refresh', 604800);
const NEW_REFRESH = jwt('new-refresh', 604800);

const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
    });
const tokenExpired = () =>
    json({ status: 401, message: 'Token has expired', errorCode: 11 }, 401);

type FetchArgs = [input: string, init: RequestInit];
const sentToken = (call: FetchArgs) =>
    (call[1].headers as Record<string, string>)['X-Authorization'];

describe('createHttpClient', () => {
    let now: number;
    const tokens = createTokenStore(window.localStorage, () => now);
    let fetch: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

    const client = (config: Partial<HttpClientConfig> = {}) =>
        createHttpClient({
            fetch: fetch as unknown as typeof window.fetch,
            tokens,
            ...config,
        });
    const calls = (path: string) =>
        fetch.mock.calls.filter(([input]) => input.split('?')[0] === path);

    beforeEach(() => {
        localStorage.clear();
        now = NOW;
        tokens.save({ token: OLD, refreshToken: REFRESH });
        fetch = vi.fn(async (input: string) =>
            input === '/api/auth/token'
                ? json({ token: NEW, refreshToken: NEW_REFRESH })
                : json({ path: input })
        );
    });

    it('ends the session on sign-out before the server does: calls in flight are aborted, later ones never leave', async () => {
        // The bell's poll hangs until it is aborted, as a call the server has not answered yet.
        fetch.mockImplementation(async (input: string, init: RequestInit) =>
            input === '/api/auth/logout'
                ? new Response(null, { status: 200 })
                : new Promise<Response>((_, reject) =>
                      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
                  )
        );
        const http = client();
        const poll = http.request('/api/alarms', { ignoreErrors: true });
        await vi.waitFor(() => expect(calls('/api/alarms')).toHaveLength(1));

        await http.request('/api/auth/logout', { method: 'POST', endsSession: true });

        await expect(poll).rejects.toMatchObject({ name: 'AbortError' });
        expect(sentToken(calls('/api/auth/logout')[0])).toBe(`Bearer ${OLD}`);
        expect(tokens.hasSession()).toBe(false);
        await expect(http.request('/api/alarms', { ignoreErrors: true })).rejects.toMatchObject({ status: 401 });
        expect(calls('/api/alarms')).toHaveLength(1);
    });

    it('tells the server the console\'s language, public calls included (the reset mail is written in it)', async () => {
        let language = 'de-DE';
        const speaking = client({ language: () => language });
        await speaking.request('/api/noauth/resetPasswordByEmail', { method: 'POST', body: { email: 'a@b.c' } });
        language = 'fa-IR';
        await speaking.request('/api/users');
        const sent = fetch.mock.calls.map(call => (call[1].headers as Record<string, string>)['Accept-Language']);
        expect(sent).toEqual(['de-DE', 'fa-IR']);
    });

    describe('the access token header', () => {
        it('is added to ordinary /api calls', async () => {
            await client().request('/api/auth/user');

            expect(sentToken(fetch.mock.calls[0])).toBe(`Bearer ${OLD}`);
        });

        it.each([
            '/api/auth/login',
            '/api/auth/login/public',
            '/api/auth/token',
            '/api/noauth/oauth2Clients',
        ])('is left out for %s', async path => {
            await client().request(path, { method: 'POST', body: {} });

            expect(sentToken(fetch.mock.calls[0])).toBeUndefined();
        });

        it('is not needed for public calls even without any session', async () => {
            tokens.clear();
            await client().request('/api/noauth/oauth2Clients', {
                method: 'POST',
                query: { platform: 'WEB' },
            });

            expect(fetch).toHaveBeenCalledTimes(1);
            expect(fetch.mock.calls[0][0]).toBe(
                '/api/noauth/oauth2Clients?platform=WEB'
            );
        });
    });

    describe('refresh before sending', () => {
        it('refreshes an expired access token first and stores the rotated pair', async () => {
            now += 3600_000 - 2000; // inside the 2 s margin

            await client().request('/api/auth/user');

            expect(fetch.mock.calls.map(([input]) => input)).toEqual([
                '/api/auth/token',
                '/api/auth/user',
            ]);
            expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({
                refreshToken: REFRESH,
            });
            expect(sentToken(fetch.mock.calls[1])).toBe(`Bearer ${NEW}`);
            expect(tokens.validRefreshToken()).toBe(NEW_REFRESH);
        });

        it('shares one refresh between concurrent callers', async () => {
            now += 3600_000;
            const http = client();

            const results = await Promise.all([
                http.request('/api/a'),
                http.request('/api/b'),
                http.request('/api/c'),
            ]);

            expect(results).toEqual([
                { path: '/api/a' },
                { path: '/api/b' },
                { path: '/api/c' },
            ]);
            expect(calls('/api/auth/token')).toHaveLength(1);
            ['/api/a', '/api/b', '/api/c'].forEach(path =>
                expect(sentToken(calls(path)[0])).toBe(`Bearer ${NEW}`)
            );
        });

        it('ends the session without calling the server when the refresh token has expired', async () => {
            now += 604_800_000;

            const error = await client().request('/api/a').catch(e => e);

            expect(error).toBeInstanceOf(ApiError);
            expect(error).toMatchObject({
                status: 401,
                message: 'access.refresh-token-expired',
            });
            expect(fetch).not.toHaveBeenCalled();
            expect(localStorage.length).toBe(0);
        });

        it('ends the session when the refresh is refused', async () => {
            now += 3600_000;
            fetch.mockImplementation(async () => tokenExpired());

            const error = await client().request('/api/a').catch(e => e);

            expect(error).toMatchObject({
                status: 401,
                message: 'access.refresh-token-failed',
            });
            expect(tokens.hasSession()).toBe(false);
            expect(calls('/api/a')).toHaveLength(0);
        });
    });

    describe('401 with errorCode 11', () => {
        it('refreshes and sends the call again once', async () => {
            fetch.mockImplementationOnce(async () => tokenExpired());

            const result = await client().request('/api/a');

            expect(result).toEqual({ path: '/api/a' });
            expect(fetch.mock.calls.map(([input]) => input)).toEqual([
                '/api/a',
                '/api/auth/token',
                '/api/a',
            ]);
            expect(sentToken(fetch.mock.calls[2])).toBe(`Bearer ${NEW}`);
        });

        it('gives up after the one retry', async () => {
            fetch.mockImplementation(async (input: string) =>
                input === '/api/auth/token'
                    ? json({ token: NEW, refreshToken: NEW_REFRESH })
                    : tokenExpired()
            );

            const error = await client().request('/api/a').catch(e => e);

            expect(error).toMatchObject({ status: 401, errorCode: 11 });
            expect(calls('/api/a')).toHaveLength(2);
            expect(calls('/api/auth/token')).toHaveLength(1);
        });

        it('shares the refresh when several calls are rejected at once', async () => {
            const rejected = new Set<string>();
            fetch.mockImplementation(async (input: string) => {
                if (input === '/api/auth/token') {
                    return json({ token: NEW, refreshToken: NEW_REFRESH });
                }
                if (!rejected.has(input)) {
                    rejected.add(input);
                    return tokenExpired();
                }
                return json({ path: input });
            });
            const http = client();

            await Promise.all([http.request('/api/a'), http.request('/api/b')]);

            expect(calls('/api/auth/token')).toHaveLength(1);
            expect(sentToken(calls('/api/a')[1])).toBe(`Bearer ${NEW}`);
            expect(sentToken(calls('/api/b')[1])).toBe(`Bearer ${NEW}`);
        });

        it('ends the session when the refresh after it is refused', async () => {
            fetch.mockImplementation(async () => tokenExpired());

            const error = await client().request('/api/a').catch(e => e);

            expect(error).toMatchObject({
                status: 401,
                message: 'access.refresh-token-failed',
            });
            expect(calls('/api/a')).toHaveLength(1);
            expect(tokens.hasSession()).toBe(false);
        });

        it('is not retried on public paths', async () => {
            fetch.mockImplementation(async () => tokenExpired());

            await expect(
                client().request('/api/auth/login', { method: 'POST', body: {} })
            ).rejects.toMatchObject({ errorCode: 11 });
            expect(fetch).toHaveBeenCalledTimes(1);
        });
    });

    describe('errors', () => {
        it('rejects with the parsed ThingsBoard error and reports it', async () => {
            fetch.mockImplementation(async () =>
                json(
                    {
                        status: 401,
                        message: 'Invalid username or password',
                        errorCode: 10,
                        timestamp: '2022-03-11T09:40:05.123+00:00',
                    },
                    401
                )
            );
            const onError = vi.fn();

            const error = await client({ onError })
                .request('/api/auth/login', { method: 'POST', body: {} })
                .catch(e => e);

            expect(error).toBeInstanceOf(ApiError);
            expect(error).toMatchObject({
                status: 401,
                errorCode: 10,
                message: 'Invalid username or password',
            });
            expect(onError).toHaveBeenCalledWith(error, '/api/auth/login', {
                method: 'POST',
                body: {},
            });
        });

        it('does not report errors of calls marked ignoreErrors', async () => {
            fetch.mockImplementation(async () => new Response('', { status: 500 }));
            const onError = vi.fn();

            await expect(
                client({ onError }).request('/api/a', { ignoreErrors: true })
            ).rejects.toMatchObject({ status: 500 });
            expect(onError).not.toHaveBeenCalled();
        });

        it('turns a network failure into status 0', async () => {
            fetch.mockRejectedValue(new TypeError('Failed to fetch'));

            await expect(client().request('/api/a')).rejects.toMatchObject({
                status: 0,
                message: 'error.unable-to-connect',
            });
        });

        it('sends again after 1–4 s on 429 when asked to', async () => {
            fetch.mockImplementationOnce(async () =>
                json({ status: 429, message: 'Too many', errorCode: 33 }, 429)
            );
            const wait = vi.fn(async () => undefined);

            const result = await client({ wait, random: () => 0.5 }).request(
                '/api/a',
                { resendOn429: true }
            );

            expect(result).toEqual({ path: '/api/a' });
            expect(wait).toHaveBeenCalledWith(2500);
        });

        it('gives up after MAX_429_RESENDS resends and reports the 429', async () => {
            fetch.mockImplementation(async () =>
                json({ status: 429, message: 'Too many', errorCode: 33 }, 429)
            );
            const wait = vi.fn(async () => undefined);

            await expect(client({ wait }).request('/api/a', { resendOn429: true })).rejects.toMatchObject({ status: 429 });
            expect(fetch).toHaveBeenCalledTimes(MAX_429_RESENDS + 1);
            expect(wait).toHaveBeenCalledTimes(MAX_429_RESENDS);
        });

        it('stops resending once the call is aborted', async () => {
            fetch.mockImplementation(async () =>
                json({ status: 429, message: 'Too many', errorCode: 33 }, 429)
            );
            const controller = new AbortController();
            const wait = vi.fn(async () => controller.abort());

            await expect(client({ wait }).request('/api/a', { resendOn429: true, signal: controller.signal })).rejects.toMatchObject({ status: 429 });
            expect(fetch).toHaveBeenCalledTimes(1);
        });

        it('does not resend on 429 by default', async () => {
            fetch.mockImplementation(async () =>
                json({ status: 429, message: 'Too many', errorCode: 33 }, 429)
            );

            await expect(client().request('/api/a')).rejects.toMatchObject({
                status: 429,
            });
            expect(fetch).toHaveBeenCalledTimes(1);
        });
    });

    describe('requests and answers', () => {
        it('sends JSON bodies and query strings, leaving out empty values', async () => {
            await client().request('/api/device', {
                method: 'POST',
                query: { accessToken: 'abc', page: 0, textSearch: undefined },
                body: { name: 'Thermostat' },
            });

            const [input, init] = fetch.mock.calls[0];
            expect(input).toBe('/api/device?accessToken=abc&page=0');
            expect(init.method).toBe('POST');
            expect(init.body).toBe('{"name":"Thermostat"}');
            expect(init.headers).toMatchObject({
                'Content-Type': 'application/json',
            });
        });

        it('answers JSON, plain text, or undefined for an empty body', async () => {
            fetch
                .mockResolvedValueOnce(json(true))
                .mockResolvedValueOnce(new Response('https://help.example'))
                .mockResolvedValueOnce(new Response(null, { status: 200 }));
            const http = client();

            expect(await http.request('/api/edges/enabled')).toBe(true);
            expect(await http.request('/api/help/base')).toBe('https://help.example');
            expect(await http.request('/api/auth/logout')).toBeUndefined();
        });

        it('counts running calls for the loading indicator, except ignoreLoading ones', async () => {
            const onActiveRequestsChange = vi.fn();
            const http = client({ onActiveRequestsChange });

            await Promise.all([
                http.request('/api/a'),
                http.request('/api/b', { ignoreLoading: true }),
            ]);

            expect(onActiveRequestsChange.mock.calls).toEqual([[1], [0]]);
        });
    });
});
