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
});
