import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
    it('keeps DB_PATH=:memory: in memory, with no data folder for the signing key', () => {
        const config = configFromEnv({ DB_PATH: ':memory:' });
        expect(config.dbPath).toBe(':memory:');
        expect(config.dataDir).toBeNull();
    });

    it('resolves a file DB_PATH and keeps the signing key beside it', () => {
        const config = configFromEnv({ DB_PATH: 'some/where/thingdeck.db' });
        expect(config.dbPath).toBe(path.resolve('some/where/thingdeck.db'));
        expect(config.dataDir).toBe(path.resolve('some/where'));
    });

    it('prints mail links in the log only when LOG_MAIL_LINKS=1 says so', () => {
        expect(configFromEnv({}).logMailLinks).toBe(false);
        expect(configFromEnv({ LOG_MAIL_LINKS: 'true' }).logMailLinks).toBe(false);
        expect(configFromEnv({ LOG_MAIL_LINKS: '1' }).logMailLinks).toBe(true);
    });

    it('reads the MQTT limits, ThingsBoard\'s 65536-byte packets by default, and refuses turning one off', () => {
        expect(configFromEnv({}).mqttLimits).toEqual({ maxPacketBytes: 65_536, connectTimeoutMs: 10_000, maxUnauthenticated: 500 });
        expect(configFromEnv({ MQTT_MAX_PACKET_SIZE: '1024', MQTT_CONNECT_TIMEOUT: '500', MQTT_MAX_UNAUTHENTICATED: '7' }).mqttLimits).toEqual({ maxPacketBytes: 1024, connectTimeoutMs: 500, maxUnauthenticated: 7 });
        expect(() => configFromEnv({ MQTT_MAX_PACKET_SIZE: '0' })).toThrow(/above 0/);
    });

    it('reads the WebSocket limits; 0 turns off a per-user limit but never the frame or session limit', () => {
        const limits = configFromEnv({ WS_MAX_FRAME_SIZE: '32768', WS_MAX_SUBSCRIPTIONS_PER_PUBLIC_USER: '0' }).wsLimits;
        expect(limits).toMatchObject({ maxFrameBytes: 32_768, maxSubscriptionsPerPublicUser: 0, maxSubscriptionsPerSession: 1_000 });
        expect(() => configFromEnv({ WS_MAX_FRAME_SIZE: '0' })).toThrow(/above 0/);
        expect(() => configFromEnv({ WS_MAX_SUBSCRIPTIONS_PER_SESSION: '0' })).toThrow(/above 0/);
    });

    it('reads where time series are written and how many messages of a tenant run at once', () => {
        expect(configFromEnv({}).telemetryWriter).toBe('thread');
        expect(configFromEnv({ TELEMETRY_WRITER: 'main' }).telemetryWriter).toBe('main');
        expect(() => configFromEnv({ TELEMETRY_WRITER: 'worker' })).toThrow(/thread' or 'main/);
        expect(configFromEnv({}).ruleEngineQueue.maxInFlight).toBe(64);
        expect(configFromEnv({ RULE_ENGINE_IN_FLIGHT: '1' }).ruleEngineQueue.maxInFlight).toBe(1);
        expect(() => configFromEnv({ RULE_ENGINE_IN_FLIGHT: '0' })).toThrow(/above 0/);
    });
});
