// Checks every registry entry: its names point at declared fields, its sortable columns map onto
// the contract's sortProperty allow-list, its calls exist in schemas/openapi.yaml, and its labels
// exist in locales/en_US/<resource>.json. Each rule also has a broken entry that must fail it.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import { checkRegistry, checkResource, endpointsOf, localeKeysOf, type ResourceDefinition } from '../../resources/kernel';
import { operations } from '../../shared/generated/operations.gen';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Operation = { querystring?: { properties?: Record<string, { enum?: string[] }> } };
const contract = operations as unknown as Record<string, Operation>;

/** Calls of an entry that the contract does not have. */
const missingEndpoints = (resource: ResourceDefinition) => endpointsOf(resource).filter(call => !(call in contract));

/** sortMap values a list endpoint's contract does not allow. */
function sortsNotAllowed(resource: ResourceDefinition): string[] {
    const problems: string[] = [];
    for (const call of endpointsOf(resource)) {
        const allowed = contract[call]?.querystring?.properties?.sortProperty?.enum;
        if (!allowed) continue;
        for (const property of Object.values(resource.sortMap)) if (!allowed.includes(property)) problems.push(`${call}: ${property}`);
    }
    return problems;
}

function localeOf(resource: ResourceDefinition): Record<string, unknown> | null {
    const file = path.join(repoRoot, 'locales/en_US', `${resource.name}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
}

const lookup = (tree: unknown, dotted: string): unknown =>
    dotted.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);

/** Locale keys an entry needs that its file lacks (labels, name, required messages). */
function missingLocaleKeys(resource: ResourceDefinition, locale: Record<string, unknown> | null): string[] {
    if (!locale) return ['(no file)'];
    const missing = localeKeysOf(resource).filter(key => typeof lookup(locale, `resources.${resource.name}.${key}`) !== 'string');
    for (const field of Object.values(resource.fields)) {
        const key = field.ui?.requiredKey;
        if (key && typeof lookup(locale, key) !== 'string') missing.push(key);
    }
    return missing;
}

const devices = registry.find(resource => resource.name === 'devices')!;

describe.each(registry.map(resource => [resource.name, resource] as const))('registry entry %s', (_name, resource) => {
    it('names only declared fields and sorts every sortable column', () => {
        expect(checkResource(resource)).toEqual([]);
    });
    it('uses only calls of the contract', () => {
        expect(missingEndpoints(resource)).toEqual([]);
    });
    it('maps sort fields onto the sortProperty allow-list of its list calls', () => {
        expect(sortsNotAllowed(resource)).toEqual([]);
    });
    it('has every label in locales/en_US/<resource>.json', () => {
        expect(missingLocaleKeys(resource, localeOf(resource))).toEqual([]);
    });
    it('gives every authority with a scope a list call and the list permission', () => {
        for (const [authority, scope] of Object.entries(resource.scopeOf)) {
            const endpoints = resource.endpoints[scope!];
            expect(endpoints?.list ?? endpoints?.nested?.[0]?.list, `${authority} → ${scope}`).toBeDefined();
            expect(resource.permissions[authority as keyof typeof resource.permissions]).toContain('list');
        }
    });
});

describe('the registry as a whole', () => {
    it('registers each name once, and each help id once', () => {
        expect(checkRegistry(registry)).toEqual([]);
        const helpIds = registry.map(resource => resource.helpId);
        expect(helpIds.filter((helpId, index) => helpIds.indexOf(helpId) !== index)).toEqual([]);
    });
});

// Each check must fail on an entry that breaks its rule; otherwise it checks nothing.
describe('the checks catch broken entries', () => {
    it('a list column naming no field', () => {
        const broken = { ...devices, list: { ...devices.list, columns: [...devices.list.columns, { field: 'nope', sortable: false }] } };
        expect(checkResource(broken).map(problem => problem.check)).toContain('dangling-field');
    });
    it('a sortMap entry naming no field', () => {
        const broken = { ...devices, sortMap: { ...devices.sortMap, ghost: 'name' } };
        expect(checkResource(broken).map(problem => problem.check)).toContain('dangling-field');
    });
    it('a sortable column without a sortMap entry', () => {
        const { label: _label, ...sortMap } = devices.sortMap;
        expect(checkResource({ ...devices, sortMap }).map(problem => problem.check)).toContain('unsortable-column');
    });
    it('a sort property the contract does not allow', () => {
        expect(sortsNotAllowed({ ...devices, sortMap: { ...devices.sortMap, label: 'labelText' } })).toEqual(
            expect.arrayContaining([expect.stringContaining('labelText')]),
        );
    });
    it('a call that is not in the contract', () => {
        const broken = { ...devices, endpoints: { ...devices.endpoints, get: 'GET /api/device/{deviceId}/nothing' } };
        expect(missingEndpoints(broken)).toEqual(['GET /api/device/{deviceId}/nothing']);
    });
    it('a field without its label', () => {
        const broken = { ...devices, fields: { ...devices.fields, serialNumber: { schema: { type: 'string' as const }, column: 'serial' } } };
        expect(missingLocaleKeys(broken, localeOf(devices))).toEqual(['fields.serialNumber']);
    });
    it('a missing required-message key', () => {
        const broken = { ...devices, fields: { ...devices.fields, name: { ...devices.fields.name!, ui: { requiredKey: 'device.no-such-key' } } } };
        expect(missingLocaleKeys(broken, localeOf(devices))).toEqual(['device.no-such-key']);
    });
    it('a filter naming no stored field', () => {
        const broken = { ...devices, endpoints: { ...devices.endpoints, filters: ['type', 'colour'] } };
        expect(checkResource(broken).map(problem => problem.check)).toContain('dangling-filter');
    });
    it('a role with a list scope but no list call or permission', () => {
        const noCall = { ...devices, scopeOf: { ...devices.scopeOf, SYS_ADMIN: 'sysadmin' as const } };
        expect(checkResource(noCall).map(problem => problem.check)).toContain('scope-without-list');
        const noPermission = { ...devices, permissions: { ...devices.permissions, CUSTOMER_USER: ['show' as const] } };
        expect(checkResource(noPermission).map(problem => problem.check)).toContain('scope-without-list');
    });
    it('a name registered twice', () => {
        expect(checkRegistry([devices, devices]).map(problem => problem.check)).toEqual(['duplicate-name']);
    });
});
