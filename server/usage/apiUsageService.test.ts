import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { AttributeRepository } from '../db/repositories/attributes';
import { TimeseriesRepository } from '../db/repositories/timeseries';
import { newId } from '../lib/ids';
import { SubscriptionHub } from '../telemetry/hub';
import { TelemetryService } from '../telemetry/service';
import { ApiLimitError, ApiUsageService } from './apiUsageService';

let database: DatabaseHandle;
let telemetry: TelemetryService;
let tenantId: string;
let profileId: string;

const setLimits = (configuration: Record<string, number>) =>
    database.sqlite.prepare('UPDATE tenant_profile SET profile_data = ? WHERE id = ?').run(JSON.stringify({ configuration: { type: 'DEFAULT', ...configuration } }), profileId);

beforeEach(async () => {
    database = await openDatabase(':memory:');
    telemetry = new TelemetryService(new TimeseriesRepository(database.sqlite), new AttributeRepository(database.sqlite), new SubscriptionHub());
    profileId = newId();
    tenantId = newId();
    database.sqlite.prepare("INSERT INTO tenant_profile (id, created_time, name, profile_data) VALUES (?, 0, 'Test', '{}')").run(profileId);
    database.sqlite.prepare("INSERT INTO tenant (id, created_time, title, region, tenant_profile_id) VALUES (?, 0, 'T', 'Global', ?)").run(tenantId, profileId);
});
afterEach(() => {
    vi.useRealTimers();
    database.close();
});

describe('ApiUsageService', () => {
    it('writes counters at most once a second, however many uses were counted', () => {
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        const usage = new ApiUsageService(database.sqlite, telemetry);
        const save = vi.spyOn(telemetry, 'saveTimeseries');
        usage.start();
        for (let i = 0; i < 10_000; i++) usage.admit(tenantId, 'TRANSPORT_MSG_COUNT');
        expect(save).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1000);
        const written = save.mock.calls.flatMap(([, entries]) => entries).filter(entry => entry.key === 'transportMsgCount');
        expect(written).toHaveLength(1);
        expect(written[0]!.value).toEqual({ type: 'LONG', value: 10_000 });
        save.mockClear();
        vi.advanceTimersByTime(5000);
        expect(save).not.toHaveBeenCalled();
        usage.stop();
    });

    it('skips a flush that falls after the database closed, before stop', async () => {
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        const usage = new ApiUsageService(database.sqlite, telemetry);
        usage.start();
        usage.admit(tenantId, 'TRANSPORT_MSG_COUNT');
        await database.close();
        expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
        usage.stop();
    });

    it('refuses at once when a limit is reached, and goes on from the stored counters after a restart', () => {
        setLimits({ maxEmails: 3 });
        const usage = new ApiUsageService(database.sqlite, telemetry);
        for (let i = 0; i < 3; i++) usage.admit(tenantId, 'EMAIL_EXEC_COUNT');
        expect(() => usage.admit(tenantId, 'EMAIL_EXEC_COUNT')).toThrow(ApiLimitError);
        expect(usage.isEnabled(tenantId, 'TRANSPORT')).toBe(true);
        usage.flush();

        const restarted = new ApiUsageService(database.sqlite, telemetry);
        expect(restarted.isEnabled(tenantId, 'EMAIL')).toBe(false);
        setLimits({ maxEmails: 5 });
        restarted.flush();
        expect(restarted.isEnabled(tenantId, 'EMAIL')).toBe(true);
        restarted.admit(tenantId, 'EMAIL_EXEC_COUNT');
        restarted.flush();
        expect(telemetry.timeseries.latest(restarted.stateIdOf(tenantId), ['emailCount'])[0]!.value).toEqual({ type: 'LONG', value: 4 });
    });

    it('enables every service again when a new month starts', () => {
        let now = Date.UTC(2026, 10, 30, 23, 59);
        setLimits({ maxTransportMessages: 1 });
        const usage = new ApiUsageService(database.sqlite, telemetry, () => now);
        usage.admit(tenantId, 'TRANSPORT_MSG_COUNT');
        expect(usage.isEnabled(tenantId, 'TRANSPORT')).toBe(false);
        now = Date.UTC(2026, 11, 1, 0, 1);
        expect(usage.isEnabled(tenantId, 'TRANSPORT')).toBe(true);
    });
});
