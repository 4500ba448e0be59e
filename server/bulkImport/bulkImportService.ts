import type { Statement } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../resources/kernel';
import type { components } from '../../shared/generated/api.gen';
import { AuditLogRepository, type NewAuditLog } from '../audit/auditLogRepository';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import type { EntityType } from '../lib/ids';
import { rowToJson, type Row } from '../registry/codec';
import { saveEntity } from '../registry/saveEntity';
import type { AttributeScope } from '../db/repositories/attributes';
import { readCsv } from '../../shared/csv';
import { ENTITY_IMPORTERS, type EntityImporter } from './entityImporters';
import { isKvColumn, KV_COLUMNS, readImportLines, type ImportRow } from './importRows';

export type BulkImportRequest = components['schemas']['BulkImportRequest'];
export type BulkImportResult = components['schemas']['BulkImportResult'];

/**
 * How long the import holds the event loop at a time. Rows go in SQLite transactions of as many rows
 * as fit in this time (each row in its own savepoint inside it, so a failed row is rolled back
 * alone); after each, the transaction commits and the event loop serves other requests. Chunks of a
 * fixed 500 rows held it for 0.6 to 1.8 s on a busy machine, and every other user waited that long
 * (tests/bench/bulk-import.ts).
 */
const CHUNK_BUDGET_MS = 10;
/** Rows per transaction at most, however fast they go: the audit entries of a chunk are one statement. */
const MAX_ROWS_PER_CHUNK = 500;

/** Lets the requests that arrived meanwhile run before the import goes on. */
const yieldToOthers = () => new Promise(resolve => setImmediate(resolve));

const FORBIDDEN_DELIMITERS = ['"', '\r', '\n'];

/** Refuses what no row could be imported from, before anything is written. */
function checkRequest({ file, mapping }: BulkImportRequest): string {
    const delimiter = mapping.delimiter || ',';
    if (delimiter.length !== 1 || FORBIDDEN_DELIMITERS.includes(delimiter)) throw badRequest(`Invalid delimiter: '${delimiter}'`);
    if (file.includes('\u0000')) throw badRequest('The file is not a CSV text file');
    const columns = mapping.columns;
    if (!columns.some(column => column.type === 'NAME')) throw badRequest('The column mapping needs a NAME column');
    columns.forEach((column, index) => {
        if (isKvColumn(column.type) && !column.key?.trim()) throw badRequest(`Column ${index + 1} (${column.type}) needs a key`);
    });
    return delimiter;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * ThingsBoard's CSV bulk import of devices, assets and edges. Every row goes through the single
 * save of its registry entry (permissions, field rules, uniqueness, entity hooks such as a new
 * device's credentials), then its credentials, attributes and time series, all in one savepoint:
 * a row that fails leaves nothing of itself behind and is reported as 'Line: N; Error: message'.
 */
export class BulkImportService {
    private readonly auditLog: AuditLogRepository;
    /** Prepared look-ups by name, per resource: a prepare costs more than the query. */
    private readonly byName = new Map<string, Statement>();
    /** The row savepoint's statements, prepared once (exec would compile them for every row). */
    private readonly savepoint: Readonly<Record<'begin' | 'release' | 'rollback', Statement>>;

    constructor(private readonly ctx: AppContext) {
        this.auditLog = new AuditLogRepository(ctx.database.sqlite);
        const sqlite = ctx.database.sqlite;
        this.savepoint = {
            begin: sqlite.prepare('SAVEPOINT bulk_import_row'),
            release: sqlite.prepare('RELEASE bulk_import_row'),
            rollback: sqlite.prepare('ROLLBACK TO bulk_import_row'),
        };
    }

    async run(resource: ResourceDefinition, caller: AccessClaims, request: FastifyRequest, body: BulkImportRequest): Promise<BulkImportResult> {
        const importer = ENTITY_IMPORTERS[resource.name];
        if (!importer) throw badRequest(`Bulk import of ${resource.name} is not supported`);
        this.ctx.guard.require(caller, resource, 'create');
        const delimiter = checkRequest(body);
        // Read as the rows go in, inside the chunks' time: a large file never holds the event loop whole.
        const lines = readImportLines(readCsv(body.file, delimiter), body.mapping.columns, body.mapping.header === true);

        const result: BulkImportResult = { created: 0, updated: 0, errors: 0, errorsList: [] };
        const fail = (line: number, message: string) => {
            result.errors++;
            result.errorsList.push(`Line: ${line}; Error: ${message}`);
        };
        const sqlite = this.ctx.database.sqlite;
        let next = lines.next();
        while (!next.done) {
            // Another request's transaction may be open across its awaits: let it finish first.
            while (sqlite.inTransaction) await yieldToOthers();
            const chunkStarted = performance.now();
            let chunkRows = 0;
            // IMMEDIATE: the write lock first. A deferred BEGIN read first and then asked for the
            // lock; when the time-series writer thread held it, or had committed since the read,
            // SQLite refused at once (SQLITE_BUSY, no waiting: the read was stale) and every row of
            // the chunk failed with 'database is locked' in a 200 answer.
            sqlite.exec('BEGIN IMMEDIATE');
            // Audit entries of the chunk's imported rows, written with them in one statement.
            const audited: NewAuditLog[] = [];
            try {
                do {
                    const line = next.value;
                    next = lines.next();
                    chunkRows += 1;
                    if (line.error !== undefined) {
                        fail(line.line, line.error);
                        continue;
                    }
                    this.savepoint.begin.run();
                    try {
                        const imported = await this.importRow(resource, importer, caller, request, line.row, body.mapping.update === true);
                        this.savepoint.release.run();
                        audited.push(imported);
                        if (imported.actionType === 'UPDATED') result.updated++;
                        else result.created++;
                    } catch (error) {
                        this.savepoint.rollback.run();
                        this.savepoint.release.run();
                        fail(line.line, messageOf(error));
                    }
                } while (!next.done && chunkRows < MAX_ROWS_PER_CHUNK && performance.now() - chunkStarted < CHUNK_BUDGET_MS);
                if (audited.length > 0) this.auditLog.insert(audited);
                sqlite.exec('COMMIT');
            } catch (error) {
                if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
                throw error;
            }
            if (!next.done) await yieldToOthers();
        }
        return result;
    }

    /** Creates or updates one entity with its credentials and values; answers the audit entry a single save writes. */
    private async importRow(
        resource: ResourceDefinition,
        importer: EntityImporter,
        caller: AccessClaims,
        request: FastifyRequest,
        row: ImportRow,
        update: boolean,
    ): Promise<NewAuditLog> {
        const name = row.fields.NAME;
        const stored = name !== undefined && update ? this.findByName(resource, caller.tenantId, name) : null;
        const storedJson = stored ? rowToJson(resource, stored, { detail: true }) : null;
        const plan = importer.prepare?.(this.ctx, row, caller.tenantId, stored) ?? { query: {}, body: {}, credentials: null };
        const body = { ...importer.body(row, storedJson), ...plan.body, ...(storedJson ? { id: storedJson.id } : {}) };
        // The single save reads query parameters from its request; hand it the row's own.
        const rowRequest = Object.create(request, { query: { value: plan.query } }) as FastifyRequest;
        const saved = await saveEntity(this.ctx, resource, caller, body, rowRequest);
        importer.afterSave?.(this.ctx, plan, saved);
        await this.saveValues(resource.entityType as EntityType, saved.id as string, row);
        return this.auditEntry(resource, caller, saved, stored !== null);
    }

    private findByName(resource: ResourceDefinition, tenantId: string, name: string): Row | null {
        let statement = this.byName.get(resource.name);
        if (!statement) {
            const { table, tenantColumn } = resource.server;
            statement = this.ctx.database.sqlite.prepare(`SELECT * FROM ${table} WHERE ${tenantColumn} = ? AND name = ?`);
            this.byName.set(resource.name, statement);
        }
        return (statement.get(tenantId, name) as Row | undefined) ?? null;
    }

    /**
     * Attributes per scope and time series stamped now, through the telemetry service (subscribers
     * hear of them). Time series go in on this connection, in the row's savepoint: never to the
     * writer thread, which would wait for the write lock this import holds while the import waited
     * for it.
     */
    private async saveValues(entityType: EntityType, entityId: string, row: ImportRow): Promise<void> {
        if (row.kvs.length === 0) return;
        const now = Date.now();
        for (const [type, { scope }] of Object.entries(KV_COLUMNS)) {
            const entries = row.kvs.filter(kv => kv.type === type).map(({ key, value }) => ({ key, value }));
            if (entries.length === 0) continue;
            if (scope === 'TIMESERIES') this.ctx.telemetry.saveTimeseriesInTransaction(entityId, entries.map(entry => ({ ...entry, ts: now })));
            else await this.ctx.telemetry.saveAttributes(entityType, entityId, scope as AttributeScope, entries, now);
        }
    }

    /** The ADDED or UPDATED entry a single save writes. */
    private auditEntry(resource: ResourceDefinition, caller: AccessClaims, saved: Row, updated: boolean): NewAuditLog {
        const json = rowToJson(resource, saved, { detail: true });
        return {
            tenantId: caller.tenantId,
            customerId: caller.customerId,
            entityId: { entityType: resource.entityType as EntityType, id: saved.id as string },
            entityName: typeof saved.name === 'string' ? saved.name : null,
            userId: caller.userId,
            userName: caller.sub,
            actionType: updated ? 'UPDATED' : 'ADDED',
            actionData: { entity: json },
            actionStatus: 'SUCCESS',
            actionFailureDetails: null,
        };
    }
}
