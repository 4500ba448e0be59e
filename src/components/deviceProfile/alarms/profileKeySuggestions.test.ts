import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../providers/http/createHttpClient';
import { matchingKeys } from '../../keyFilters/keySuggestions';
import { profileKeySuggestions } from './profileKeySuggestions';

const fakeHttp = (answer: (path: string) => unknown) => {
    const request = vi.fn(async (path: string, _options?: unknown) => {
        const value = answer(path);
        if (value instanceof Error) throw value;
        return value;
    });
    return { http: { request } as unknown as HttpClient, request };
};

describe("an alarm rule's key suggestions", () => {
    it("read the profile's devices' attribute and time series keys once each", async () => {
        const { http, request } = fakeHttp(path => (path.endsWith('/attributes') ? ['active', 'temperatureAlarmFlag'] : ['humidity', 'temperature']));
        const suggest = profileKeySuggestions(http, 'p-1');
        expect(await suggest('TIME_SERIES')).toEqual(['humidity', 'temperature']);
        expect(await suggest('TIME_SERIES')).toEqual(['humidity', 'temperature']);
        expect(await suggest('ATTRIBUTE')).toEqual(['active', 'temperatureAlarmFlag']);
        expect(request.mock.calls.map(([path, options]) => [path, (options as { query: object }).query])).toEqual([
            ['/api/deviceProfile/devices/keys/timeseries', { deviceProfileId: 'p-1' }],
            ['/api/deviceProfile/devices/keys/attributes', { deviceProfileId: 'p-1' }],
        ]);
    });

    it("of a new profile read every device's keys; entity fields are fixed, constants have none; failures suggest nothing", async () => {
        const { http, request } = fakeHttp(() => new Error('down'));
        const suggest = profileKeySuggestions(http, null);
        expect(await suggest('TIME_SERIES')).toEqual([]);
        expect((request.mock.calls[0]![1] as { query: { deviceProfileId?: string } }).query.deviceProfileId).toBeUndefined();
        expect(await suggest('ENTITY_FIELD')).toContain('name');
        expect(await suggest('CONSTANT')).toEqual([]);
    });

    it('match what is typed at the start of the key, in any case', () => {
        expect(matchingKeys(['temperature', 'humidity', 'temperatureAlarmFlag'], 'TEMP')).toEqual(['temperature', 'temperatureAlarmFlag']);
        expect(matchingKeys(['temperature', 'humidity'], '')).toEqual(['temperature', 'humidity']);
        expect(matchingKeys(['temperature'], 'perat')).toEqual([]);
    });
});
