import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'jwt-signing.key';

/**
 * The HS512 signing key: made on first start and kept beside the database, so tokens survive
 * restarts and no two installations share a key. Without a data folder (tests) it lives in memory.
 */
export function loadOrCreateSigningKey(dataDir: string | null): Uint8Array {
    if (dataDir === null) return crypto.randomBytes(64);
    const file = path.join(dataDir, KEY_FILE);
    if (fs.existsSync(file)) {
        const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
        if (key.length >= 64) return key;
    }
    fs.mkdirSync(dataDir, { recursive: true });
    const key = crypto.randomBytes(64);
    fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
    return key;
}
