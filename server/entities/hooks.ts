import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../resources/kernel';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Row } from '../registry/codec';
import type { PagedRepository } from '../registry/pagedRepository';

export interface SaveEvent {
    ctx: AppContext;
    caller: AccessClaims;
    repository: PagedRepository;
    /** The stored row before the save; null on create. */
    existing: Row | null;
    /** The request body as sent. */
    body: Record<string, unknown>;
    request: FastifyRequest;
    /** The columns about to be written; hooks fill and adjust them. */
    columns: Row;
    /** The id of the row (new or existing). */
    id: string;
}

export interface DeleteEvent {
    ctx: AppContext;
    caller: AccessClaims;
    row: Row;
}

/**
 * What an entity adds to the generic CRUD of its registry entry: rules the field declarations
 * cannot say (a device's type is its profile's name), side effects (a new device gets
 * credentials), and cascades. Hooks run inside the generic flow; they never replace the guard.
 */
export interface EntityHooks {
    /** Generic routes this entity serves itself (users: get and save with account state). */
    custom?: ReadonlyArray<'get' | 'save' | 'delete'>;
    /** Filters applied when the query leaves them out (rule chains list CORE by default). */
    defaultFilters?: Readonly<Record<string, string>>;
    beforeSave?(event: SaveEvent): void | Promise<void>;
    afterSave?(event: SaveEvent): void | Promise<void>;
    /** Refusals such as "Deletion of Default Device Profile is prohibited!". */
    beforeDelete?(event: DeleteEvent): void | Promise<void>;
    /** Rows that go with this one, deleted in the same transaction before it. */
    cascade?(event: DeleteEvent): void;
    /** What follows a committed delete outside the database (the deleted users' sockets close). */
    afterDelete?(event: DeleteEvent): void;
    /** The single-entity answer, when it differs from the stored columns (users add account state). */
    toJson?(ctx: AppContext, row: Row, json: Record<string, unknown>): Record<string, unknown>;
}

export type HooksTable = Readonly<Record<string, EntityHooks>>;

export type { ResourceDefinition };
