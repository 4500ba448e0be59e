/** Whether the edge has received an event (part 2 §3.8): DEPLOYED shows black, PENDING grey. */
export type EdgeEventStatus = 'DEPLOYED' | 'PENDING';

/** The edge's server attribute saying up to when it has read its queue (ThingsBoard's name). */
export const QUEUE_START_TS = 'queueStartTs';

/**
 * ThingsBoard's rule, as its console applies it: events created before the edge's queueStartTs
 * have been read by the edge; an edge that never connected has read nothing.
 */
export const edgeEventStatus = (createdTime: number, queueStartTs: number | null): EdgeEventStatus =>
    queueStartTs !== null && createdTime < queueStartTs ? 'DEPLOYED' : 'PENDING';

/** The i18n keys of an event's type and action: `edge-event.type-rule-chain-metadata`, `edge-event.action-assigned-to-edge`. */
export const edgeEventTypeKey = (type: string) => `edge-event.type-${type.toLowerCase().replace(/_/g, '-')}`;
export const edgeEventActionKey = (action: string) => `edge-event.action-${action.toLowerCase().replace(/_/g, '-')}`;
