/**
 * The time-series writer thread: its own SQLite connection to the database file (WAL lets the main
 * thread read meanwhile), the same repository code as the main thread, and group commits: every
 * write that arrived while the previous batch was committing goes into one transaction, each in a
 * savepoint of its own so a failing write fails alone. Each write is answered once committed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { TimeseriesRepository } from '../../db/repositories/timeseries';
import { configureConnection } from '../../db/pragmas';
import type { WriteRequest, WriterAnswer, WriterCommand } from './protocol';

/** At most this many writes per transaction, so the main thread never waits long for the write lock. */
const MAX_BATCH = 256;

const port = parentPort!;
const answer = (message: WriterAnswer) => port.postMessage(message);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

let sqlite: SqliteDatabase.Database;
let repository: TimeseriesRepository;
try {
    sqlite = new SqliteDatabase((workerData as { dbPath: string }).dbPath);
    configureConnection(sqlite);
    repository = new TimeseriesRepository(sqlite);
    answer({ kind: 'ready' });
} catch (error) {
    answer({ kind: 'failed', error: errorText(error) });
    process.exit(1);
}

let queued: WriteRequest[] = [];
let scheduled = false;

function commit(writes: readonly WriteRequest[]): Array<{ id: number; error?: string }> {
    const results: Array<{ id: number; error?: string }> = [];
    try {
        sqlite.transaction(() => {
            for (const write of writes) {
                try {
                    repository.save(write.entityId, write.entries);
                    results.push({ id: write.id });
                } catch (error) {
                    results.push({ id: write.id, error: errorText(error) });
                }
            }
        }).immediate();
        return results;
    } catch (error) {
        // The commit itself failed: none of the batch is stored.
        return writes.map(write => ({ id: write.id, error: errorText(error) }));
    }
}

function writeQueued(): void {
    scheduled = false;
    while (queued.length > 0) {
        const writes = queued.slice(0, MAX_BATCH);
        queued = queued.slice(MAX_BATCH);
        answer({ kind: 'written', results: commit(writes) });
    }
}

port.on('message', (command: WriterCommand) => {
    if (command.kind === 'write') {
        queued.push(...command.writes);
        if (!scheduled) {
            scheduled = true;
            setImmediate(writeQueued);
        }
        return;
    }
    // Close: what was handed over before is written, then the connection closes.
    writeQueued();
    sqlite.close();
    answer({ kind: 'closed' });
    port.close();
});
