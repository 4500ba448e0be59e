/** Rule-engine message types and their display names (part 2 §3.9). */
export const MESSAGE_TYPE_NAMES: Readonly<Record<string, string>> = {
    POST_ATTRIBUTES_REQUEST: 'Post attributes',
    POST_TELEMETRY_REQUEST: 'Post telemetry',
    TO_SERVER_RPC_REQUEST: 'RPC Request from Device',
    RPC_CALL_FROM_SERVER_TO_DEVICE: 'RPC Request to Device',
    ACTIVITY_EVENT: 'Activity Event',
    INACTIVITY_EVENT: 'Inactivity Event',
    CONNECT_EVENT: 'Connect Event',
    DISCONNECT_EVENT: 'Disconnect Event',
    ENTITY_CREATED: 'Entity Created',
    ENTITY_UPDATED: 'Entity Updated',
    ENTITY_DELETED: 'Entity Deleted',
    ENTITY_ASSIGNED: 'Entity Assigned',
    ENTITY_UNASSIGNED: 'Entity Unassigned',
    ATTRIBUTES_UPDATED: 'Attributes Updated',
    ATTRIBUTES_DELETED: 'Attributes Deleted',
    TIMESERIES_UPDATED: 'Timeseries Updated',
    TIMESERIES_DELETED: 'Timeseries Deleted',
    RPC_QUEUED: 'RPC Queued',
    RPC_DELIVERED: 'RPC Delivered',
    RPC_SUCCESSFUL: 'RPC Successful',
    RPC_TIMEOUT: 'RPC Timeout',
    RPC_FAILED: 'RPC Failed',
};

export const MESSAGE_TYPES = Object.keys(MESSAGE_TYPE_NAMES);

/** A type's display name; custom types show as typed. */
export const messageTypeName = (type: string): string => MESSAGE_TYPE_NAMES[type] ?? type;

/** Types whose display name contains the text, in any case. */
export const matchingMessageTypes = (text: string): string[] => {
    const needle = text.toLowerCase();
    return MESSAGE_TYPES.filter(type => messageTypeName(type).toLowerCase().includes(needle));
};

/**
 * Whether the field only shows the known type picked before (its name, untouched): then the list
 * offers every type to switch to. Typed text, a custom type included, filters the list.
 */
export const showsPickedType = (value: string | null, inputValue: string): boolean =>
    value !== null && value in MESSAGE_TYPE_NAMES && inputValue === messageTypeName(value);
