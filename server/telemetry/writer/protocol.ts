import type { TsEntry } from '../kv';

/** One entity's points to write, numbered by the main thread to match the answer. */
export interface WriteRequest {
    id: number;
    entityId: string;
    entries: readonly TsEntry[];
}

/** Main thread → writer thread. */
export type WriterCommand = { kind: 'write'; writes: WriteRequest[] } | { kind: 'close' };

/** Writer thread → main thread: each write committed (no error) or not stored (its error). */
export type WriterAnswer =
    | { kind: 'ready' }
    | { kind: 'written'; results: Array<{ id: number; error?: string }> }
    | { kind: 'closed' }
    | { kind: 'failed'; error: string };
