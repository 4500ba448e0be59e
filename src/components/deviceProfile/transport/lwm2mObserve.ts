import type { Lwm2mAttributeName } from '../lwm2mAttributes';

/**
 * The LwM2M profile's `observeAttr`: resource paths `/3_1.0/0/9` (object keyId, instance,
 * resource) listed as observed, attribute or telemetry, with key names and write attributes.
 */
export interface Lwm2mObserveAttr {
    observe: string[];
    attribute: string[];
    telemetry: string[];
    keyName: Record<string, string>;
    attributeLwm2m: Record<string, Partial<Record<Lwm2mAttributeName, number>>>;
}

export type ResourceSelection = 'observe' | 'attribute' | 'telemetry';

export const resourcePath = (objectKeyId: string, instanceId: number, resourceId: number) => `/${objectKeyId}/${instanceId}/${resourceId}`;

/** `lowerCamelCase` of a resource name, ThingsBoard's default key name ("Battery Level" → batteryLevel). */
export const defaultKeyName = (resourceName: string): string =>
    resourceName
        .replace(/[^A-Za-z0-9]+/g, ' ')
        .trim()
        .split(' ')
        .map((word, index) => (index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1)))
        .join('');

/**
 * Turns one selection of a resource on or off. A resource is observed only while it is an
 * attribute or telemetry, and it keeps a key name while it is either: the one the server offers
 * with the object model, else one made from the resource's name.
 */
export const setSelection = (
    attr: Lwm2mObserveAttr,
    path: string,
    selection: ResourceSelection,
    on: boolean,
    resourceName: string,
    offeredKeyName?: string,
): Lwm2mObserveAttr => {
    const toggle = (list: string[], enabled: boolean) => (enabled ? (list.includes(path) ? list : [...list, path]) : list.filter(item => item !== path));
    const next: Lwm2mObserveAttr = { ...attr, [selection]: toggle(attr[selection], on) };
    const used = next.attribute.includes(path) || next.telemetry.includes(path);
    if (!used) next.observe = toggle(next.observe, false);
    const keyName = { ...next.keyName };
    if (used) keyName[path] = keyName[path] ?? (offeredKeyName || defaultKeyName(resourceName));
    else delete keyName[path];
    return { ...next, keyName };
};

/** Removing an object forgets every path under it. */
export const withoutObject = (attr: Lwm2mObserveAttr, objectKeyId: string): Lwm2mObserveAttr => {
    const keep = (path: string) => !path.startsWith(`/${objectKeyId}/`) && path !== `/${objectKeyId}`;
    const keepKeys = <T,>(map: Record<string, T>) => Object.fromEntries(Object.entries(map).filter(([path]) => keep(path)));
    return {
        observe: attr.observe.filter(keep),
        attribute: attr.attribute.filter(keep),
        telemetry: attr.telemetry.filter(keep),
        keyName: keepKeys(attr.keyName),
        attributeLwm2m: keepKeys(attr.attributeLwm2m),
    };
};

/** The object keyIds a profile already uses, for loading their models. */
export const objectKeyIdsOf = (attr: Lwm2mObserveAttr): string[] => {
    const paths = [...attr.observe, ...attr.attribute, ...attr.telemetry, ...Object.keys(attr.keyName), ...Object.keys(attr.attributeLwm2m)];
    return [...new Set(paths.map(path => path.split('/')[1]).filter((id): id is string => !!id))];
};

/** Key names must be present and unique across the profile's attribute and telemetry keys. */
export const keyNameErrors = (attr: Lwm2mObserveAttr): Record<string, string> => {
    const errors: Record<string, string> = {};
    const seen = new Map<string, string>();
    for (const [path, name] of Object.entries(attr.keyName)) {
        const key = name.trim();
        if (!key) errors[path] = 'device-profile.lwm2m.key-name-required';
        else if (seen.has(key)) errors[path] = 'device-profile.lwm2m.key-name-duplicate';
        else seen.set(key, path);
    }
    return errors;
};
