/**
 * The dashboard state stack in the URL, as ThingsBoard writes it: `?state=` holds base64 of the
 * UTF-8 JSON of `[{id, params}, …]` (the root state first, the shown state last).
 */
export interface EntityStateParam {
    entityId?: { entityType: string; id: string };
    entityName?: string;
    entityLabel?: string;
}

export type StateParams = Record<string, unknown> & EntityStateParam;

export interface StateObject {
    id: string;
    params: StateParams;
}

/** ThingsBoard's objToBase64: base64 over the UTF-8 bytes of the JSON. */
export function encodeStateParam(stack: readonly StateObject[]): string {
    const utf8 = new TextEncoder().encode(JSON.stringify(stack));
    return btoa(String.fromCharCode(...utf8));
}

const isStateObject = (value: unknown): value is StateObject =>
    typeof value === 'object' && value !== null && typeof (value as StateObject).id === 'string';

/** The stack from the URL; an empty list when the parameter is missing or not ThingsBoard's encoding. */
export function decodeStateParam(value: string | null | undefined): StateObject[] {
    if (!value) return [];
    try {
        const bytes = Uint8Array.from(atob(value), char => char.charCodeAt(0));
        const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
        if (!Array.isArray(parsed)) return [];
        return parsed.filter(isStateObject).map(state => ({ id: state.id, params: typeof state.params === 'object' && state.params ? state.params : {} }));
    } catch {
        return [];
    }
}
