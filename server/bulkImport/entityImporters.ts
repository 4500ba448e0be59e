import type { Statement } from 'better-sqlite3';
import { badRequest } from '../errors';
import type { AppContext } from '../context';
import { DEFAULT_DEVICE_PROFILE_DATA } from '../db/seed/tenantDefaults';
import { newId, timeOfId } from '../lib/ids';
import { isPlainObject } from '../lib/json';
import type { Row } from '../registry/codec';
import { normalizeCredentials } from '../routes/deviceCredentials';
import type { ImportRow } from './importRows';
import { rowCredentials, type RowCredentials } from './rowCredentials';

/** What an entity's import adds to the generic single save of its registry entry. */
export interface EntityImporter {
    /** The save body's own fields, from the row and the stored entity (null on create). */
    body(row: ImportRow, stored: Record<string, unknown> | null): Record<string, unknown>;
    /** Work before the save (checks, query parameters of the single save); returns what `afterSave` needs. */
    prepare?(ctx: AppContext, row: ImportRow, tenantId: string, stored: Row | null): ImportPlan;
    /** Work after the save, in the row's transaction. */
    afterSave?(ctx: AppContext, plan: ImportPlan, saved: Row): void;
}

export interface ImportPlan {
    /** Query parameters the single save reads (a new device's `accessToken`). */
    query: Record<string, string>;
    /** Extra body fields decided before the save (an LwM2M device's profile). */
    body: Record<string, unknown>;
    credentials: RowCredentials | null;
}

/** Statements prepared once per database: a prepare costs more than the query it runs. */
const statementCache = new WeakMap<object, Map<string, Statement>>();
function prepared(ctx: AppContext, sql: string): Statement {
    const sqlite = ctx.database.sqlite;
    let statements = statementCache.get(sqlite);
    if (!statements) statementCache.set(sqlite, (statements = new Map()));
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
    return statement;
}

const CREDENTIALS_TAKEN = 'Device credentials are already assigned to another device!';

/** `label`, and `additionalInfo` merged into what the entity already has (description, gateway). */
function commonBody(row: ImportRow, stored: Record<string, unknown> | null, extraInfo: Record<string, unknown> = {}): Record<string, unknown> {
    const { NAME, TYPE, LABEL, DESCRIPTION } = row.fields;
    const body: Record<string, unknown> = { name: NAME ?? '' };
    if (TYPE !== undefined) body.type = TYPE;
    if (LABEL !== undefined) body.label = LABEL;
    const info = { ...(isPlainObject(stored?.additionalInfo) ? stored.additionalInfo : {}), ...extraInfo };
    if (DESCRIPTION !== undefined) info.description = DESCRIPTION;
    body.additionalInfo = info;
    return body;
}

/**
 * The tenant's device profile of that name, created with `transport` when missing, as ThingsBoard's
 * import does for a type it has not seen. An LwM2M device needs a profile with that transport.
 */
function profileNamed(ctx: AppContext, tenantId: string, name: string, transport: 'DEFAULT' | 'LWM2M'): string {
    const profile = prepared(ctx, 'SELECT id, transport_type FROM device_profile WHERE tenant_id = ? AND name = ?').get(tenantId, name) as Row | undefined;
    if (profile) {
        if (transport === 'LWM2M' && profile.transport_type !== 'LWM2M') throw badRequest(`Device profile '${name}' does not use the LwM2M transport`);
        return profile.id as string;
    }
    const id = newId();
    const transportConfiguration = transport === 'LWM2M' ? { type: 'LWM2M', bootstrap: [], observeAttr: {} } : { type: 'DEFAULT' };
    ctx.repositories.deviceProfiles!.insert({
        id, created_time: timeOfId(id), tenant_id: tenantId, name, description: null, image: null, is_default: 0,
        type: 'DEFAULT', transport_type: transport, provision_type: 'DISABLED', provision_device_key: null,
        default_rule_chain_id: null, default_dashboard_id: null, default_queue_name: null, firmware_id: null, software_id: null,
        profile_data: JSON.stringify({ ...DEFAULT_DEVICE_PROFILE_DATA, transportConfiguration }),
    });
    return id;
}

const transportOf = (ctx: AppContext, device: Row) =>
    (prepared(ctx, 'SELECT transport_type FROM device_profile WHERE id = ?').pluck().get(device.device_profile_id) as string | undefined) ?? 'DEFAULT';

/** The credentials checked and shaped as `POST /api/device/credentials` does, with ThingsBoard's import prefix on format errors. */
function normalized(credentials: RowCredentials, transport: string) {
    try {
        return normalizeCredentials(credentials, transport);
    } catch (error) {
        throw badRequest(`Invalid device credentials: ${(error as Error).message}`);
    }
}

const devices: EntityImporter = {
    body: (row, stored) =>
        commonBody(row, stored, row.fields.IS_GATEWAY !== undefined ? { gateway: row.fields.IS_GATEWAY.trim().toLowerCase() === 'true' } : {}),
    prepare(ctx, row, tenantId, stored) {
        const credentials = rowCredentials(row.fields);
        const plan: ImportPlan = { query: {}, body: {}, credentials };
        const profileOf = (name: string, transport: 'DEFAULT' | 'LWM2M') => ({ entityType: 'DEVICE_PROFILE', id: profileNamed(ctx, tenantId, name, transport) });
        if (credentials?.credentialsType === 'LWM2M_CREDENTIALS') {
            plan.body.deviceProfileId = profileOf(row.fields.TYPE ?? 'default', 'LWM2M');
        } else if (stored && row.fields.TYPE !== undefined) {
            // An update moves the device to the profile its type names (a new save finds or creates it itself).
            plan.body.deviceProfileId = profileOf(row.fields.TYPE, 'DEFAULT');
        }
        if (!stored && credentials?.credentialsType === 'ACCESS_TOKEN') {
            // A new device's token goes through the single save's `?accessToken=`, which checks that it is free.
            plan.query.accessToken = normalized(credentials, 'DEFAULT').id;
            plan.credentials = null;
        }
        return plan;
    },
    afterSave(ctx, plan, saved) {
        if (!plan.credentials) return;
        const credentials = normalized(plan.credentials, transportOf(ctx, saved));
        if (prepared(ctx, 'SELECT 1 FROM device_credentials WHERE credentials_id = ? AND device_id != ?').get(credentials.id, saved.id)) {
            throw badRequest(CREDENTIALS_TAKEN);
        }
        const changed = prepared(ctx, 'UPDATE device_credentials SET credentials_type = ?, credentials_id = ?, credentials_value = ? WHERE device_id = ?')
            .run(credentials.type, credentials.id, credentials.value, saved.id).changes;
        if (changed === 0) {
            const id = newId();
            prepared(ctx, 'INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value) VALUES (?, ?, ?, ?, ?, ?)')
                .run(id, timeOfId(id), saved.id, credentials.type, credentials.id, credentials.value);
        }
    },
};

const assets: EntityImporter = { body: commonBody };

const edges: EntityImporter = {
    // Empty keys are left out: the edge save generates 20 random characters for each.
    body(row, stored) {
        const body = commonBody(row, stored);
        if (row.fields.ROUTING_KEY !== undefined) body.routingKey = row.fields.ROUTING_KEY;
        if (row.fields.SECRET !== undefined) body.secret = row.fields.SECRET;
        return body;
    },
};

/** Importers by registry resource name. */
export const ENTITY_IMPORTERS: Readonly<Record<string, EntityImporter>> = { devices, assets, edges };
