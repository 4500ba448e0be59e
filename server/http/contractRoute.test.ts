import Fastify from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { LoginRequest } from '../../shared/generated/api.gen';
import { contractRoute, type ContractRequest } from './contractRoute';

describe('contractRoute', () => {
    it('types params, query and body from the generated paths (checked by the typecheck)', () => {
        expectTypeOf<ContractRequest<'GET /api/user/{userId}'>['Params']>().toEqualTypeOf<{ userId: string }>();
        expectTypeOf<ContractRequest<'GET /api/tenant/deviceInfos'>['Querystring']['pageSize']>().toEqualTypeOf<number>();
        expectTypeOf<ContractRequest<'GET /api/tenant/deviceInfos'>['Querystring']['textSearch']>().toEqualTypeOf<string | undefined>();
        expectTypeOf<ContractRequest<'POST /api/auth/login'>['Body']>().toEqualTypeOf<LoginRequest>();
    });

    it('mounts the route with the contract\'s validation, and the handler reads typed values', async () => {
        const app = Fastify();
        contractRoute(app, 'GET /api/user/{userId}', async request => ({ id: request.params.userId.toUpperCase() }));
        const ok = await app.inject({ method: 'GET', url: '/api/user/784f394c-42b6-11ec-983c-b7beff2784f9' });
        expect(ok.json()).toEqual({ id: '784F394C-42B6-11EC-983C-B7BEFF2784F9' });
        expect((await app.inject({ method: 'GET', url: '/api/user/not-a-uuid' })).statusCode).toBe(400);
        await app.close();
    });
});
