import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bodyObjectOf, paramsOf, queryOf } from './requestParts';

const request = (parts: Partial<Record<'params' | 'query' | 'body', unknown>>) => parts as unknown as FastifyRequest;

describe('request parts seen by hooks', () => {
    it('keeps string path parameters only', () => {
        expect(paramsOf(request({ params: { deviceId: 'd-1', odd: 3 } }))).toEqual({ deviceId: 'd-1' });
        expect(paramsOf(request({ params: undefined }))).toEqual({});
    });
    it('reads a query object and nothing else', () => {
        const query = { pageSize: 10 };
        expect(queryOf(request({ query }))).toBe(query);
        expect(queryOf(request({ query: 'x=1' }))).toEqual({});
    });
    it('takes an object body, never an array or a text', () => {
        expect(bodyObjectOf(request({ body: { name: 'A' } }))).toEqual({ name: 'A' });
        expect(bodyObjectOf(request({ body: [{ ts: 1 }] }))).toEqual({});
        expect(bodyObjectOf(request({ body: 'text' }))).toEqual({});
        expect(bodyObjectOf(request({ body: null }))).toEqual({});
    });
});
