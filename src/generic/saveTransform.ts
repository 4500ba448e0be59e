import type { ResourceDefinition } from '../../resources/kernel';
import { jsonSourcesOf } from './formFields';
import { parseJsonText } from './inputs/JsonInput';

/** Form-only values (a file about to be uploaded) start with `__` and never reach the server. */
export const isFormOnly = (key: string) => key.startsWith('__');

const setPath = (target: Record<string, unknown>, path: string, value: unknown) => {
    const keys = path.split('.');
    let node = target;
    for (const key of keys.slice(0, -1)) {
        const next = node[key];
        node[key] = typeof next === 'object' && next !== null ? { ...(next as object) } : {};
        node = node[key] as Record<string, unknown>;
    }
    node[keys[keys.length - 1]!] = value;
};

const getPath = (source: Record<string, unknown>, path: string): unknown =>
    path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), source);

/** The form's values as the server takes them: JSON text parsed back, form-only keys dropped. */
export const toSavedValues = (resource: ResourceDefinition, values: Record<string, unknown>): Record<string, unknown> => {
    const saved: Record<string, unknown> = Object.fromEntries(Object.entries(values).filter(([key]) => !isFormOnly(key)));
    for (const source of jsonSourcesOf(resource)) {
        const value = getPath(saved, source);
        if (value !== undefined) setPath(saved, source, parseJsonText(value));
    }
    return saved;
};
