import { sql, type Kysely } from 'kysely';
import { NULL_UUID, newId } from '../../lib/ids';
import { STANDARD_MODEL_FILES } from '../../lwm2m/standardModels';

/**
 * The standard OMA object models (0 Security, 1 Server, 3 Device, 5 Firmware Update, 19 Binary App
 * Data) as system LWM2M_MODEL resources, so an LwM2M profile has objects to pick on a fresh install.
 * A model already present under the same key is left as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    const now = Date.now();
    for (const [index, model] of STANDARD_MODEL_FILES.entries()) {
        const data = Buffer.from(model.xml, 'utf8').toString('base64');
        await sql`INSERT OR IGNORE INTO tb_resource (id, created_time, tenant_id, title, resource_type, resource_key, file_name, data)
                  VALUES (${newId(now + index)}, ${now + index}, ${NULL_UUID}, ${model.title}, 'LWM2M_MODEL', ${model.resourceKey}, ${model.fileName}, ${data})`.execute(db);
    }
}
