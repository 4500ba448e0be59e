import type SqliteDatabase from 'better-sqlite3';
import { NULL_UUID, newId } from '../../lib/ids';
import { STANDARD_MODEL_FILES } from '../../lwm2m/standardModels';

/**
 * The standard OMA object models (0 Security, 1 Server, 3 Device, 5 Firmware Update, 19 Binary App
 * Data) as system LWM2M_MODEL resources, so an LwM2M profile has objects to pick on a fresh install.
 * A model already present under the same key is left as it is.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    const now = Date.now();
    const insert = sqlite.prepare(`INSERT OR IGNORE INTO tb_resource (id, created_time, tenant_id, title, resource_type, resource_key, file_name, data)
                                   VALUES (?, ?, ?, ?, 'LWM2M_MODEL', ?, ?, ?)`);
    for (const [index, model] of STANDARD_MODEL_FILES.entries()) {
        const data = Buffer.from(model.xml, 'utf8').toString('base64');
        insert.run(newId(now + index), now + index, NULL_UUID, model.title, model.resourceKey, model.fileName, data);
    }
}
