import { childNamed, childText, parseXml, XmlError } from './xmlTree';

/** One resource of an OMA DDF object definition. */
export interface ResourceModel {
    id: number;
    name: string;
    /** R, W, E, RW, RE… or '' for none. */
    operations: string;
    multiple: boolean;
    mandatory: boolean;
    type: string;
}

/** An OMA DDF object definition (one `<Object>` of an `<LWM2M>` document). */
export interface ObjectModel {
    id: number;
    version: string;
    name: string;
    multiple: boolean;
    mandatory: boolean;
    resources: ResourceModel[];
}

/** What GET /api/resource/lwm2m answers per object: ThingsBoard's LwM2mObject. */
export interface LwM2mObject {
    id: number;
    keyId: string;
    name: string;
    multiple: boolean;
    mandatory: boolean;
    instances: Array<{ id: number; resources: LwM2mResourceObserve[] }>;
}

export interface LwM2mResourceObserve {
    id: number;
    name: string;
    observe: boolean;
    attribute: boolean;
    telemetry: boolean;
    keyName: string;
}

export class ObjectModelError extends Error {}

const nonNegativeInteger = (text: string, what: string): number => {
    if (!/^\d+$/.test(text)) throw new ObjectModelError(`${what} must be a non-negative integer`);
    return Number(text);
};

/** Parses the first object definition of a DDF document; throws ObjectModelError when it is not one. */
export function parseObjectModel(xml: string): ObjectModel {
    let root;
    try {
        root = parseXml(xml);
    } catch (error) {
        throw new ObjectModelError(error instanceof XmlError ? error.message : 'Invalid XML');
    }
    const object = root.name === 'Object' ? root : childNamed(root, 'Object');
    if (!object) throw new ObjectModelError('No <Object> definition');
    // A model without a name still has a key; the lists then show it by its id.
    const name = childText(object, 'Name');
    const resources = (childNamed(object, 'Resources')?.children ?? [])
        .filter(item => item.name === 'Item')
        .map(item => ({
            id: nonNegativeInteger(item.attributes.ID ?? '', 'Item ID'),
            name: childText(item, 'Name'),
            operations: childText(item, 'Operations').toUpperCase(),
            multiple: childText(item, 'MultipleInstances') === 'Multiple',
            mandatory: childText(item, 'Mandatory') === 'Mandatory',
            type: childText(item, 'Type'),
        }));
    const id = nonNegativeInteger(childText(object, 'ObjectID'), 'ObjectID');
    return {
        id,
        version: childText(object, 'ObjectVersion') || '1.0',
        name: name || `Object ${id}`,
        multiple: childText(object, 'MultipleInstances') === 'Multiple',
        mandatory: childText(object, 'Mandatory') === 'Mandatory',
        resources,
    };
}

/**
 * ThingsBoard's default key name of a resource: words split on spaces, dashes and underscores,
 * each capitalised, the first letter lowered ("Battery Level" → batteryLevel, "UTC Offset" → utcOffset).
 */
export function camelCaseKey(name: string): string {
    const joined = name
        .split(/[\s_-]+/)
        .filter(Boolean)
        .map(word => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
        .join('');
    return joined.charAt(0).toLowerCase() + joined.slice(1);
}

/**
 * The object as the profile editor lists it: one instance 0 holding the readable resources, none
 * selected. An object without a readable resource cannot be observed and is left out (null), as
 * ThingsBoard does.
 */
export function toLwM2mObject(model: ObjectModel, keyId: string): LwM2mObject | null {
    const resources = model.resources
        .filter(resource => resource.operations.includes('R'))
        .map(resource => ({ id: resource.id, name: resource.name, observe: false, attribute: false, telemetry: false, keyName: camelCaseKey(resource.name) }));
    if (resources.length === 0) return null;
    return { id: model.id, keyId, name: model.name, multiple: model.multiple, mandatory: model.mandatory, instances: [{ id: 0, resources }] };
}
