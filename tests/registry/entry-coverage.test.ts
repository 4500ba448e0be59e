// Every registry entry gets its list, form and permission coverage from here, by iterating the
// registry: a new *.resource.ts file is checked without a line of new test code. Each check also
// runs on a broken entry that must fail it.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { registry } from '../../resources';
import { AUTHORITIES, fieldKey, nameKey, type Action, type Authority, type ResourceDefinition } from '../../resources/kernel';
import { Guard } from '../../server/auth/guard';
import type { AccessClaims } from '../../server/auth/tokens';
import { operations } from '../../shared/generated/operations.gen';
import { displayKindOf, widgetOf } from '../../src/generic/fieldKinds';
import { formFieldsOf } from '../../src/generic/formFields';
import { validatorsOf } from '../../src/generic/inputs/validators';
import { canAccessWith } from '../../src/providers/auth/canAccess';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ACTIONS: readonly Action[] = ['list', 'show', 'create', 'edit', 'delete', 'assign', 'share', 'credentials', 'setDefault', 'manageAccount', 'upload', 'readInfo'];

type Schema = { properties?: Record<string, unknown>; allOf?: Schema[]; additionalProperties?: unknown };
const contract = operations as unknown as Record<string, { body?: Schema }>;

/** The properties a JSON Schema names, through allOf. */
const propertiesOf = (schema: Schema | undefined): Set<string> =>
    new Set([...Object.keys(schema?.properties ?? {}), ...(schema?.allOf ?? []).flatMap(part => [...propertiesOf(part)])]);

const english = (resource: ResourceDefinition): unknown => JSON.parse(readFileSync(path.join(repoRoot, 'locales/en_US', `${resource.name}.json`), 'utf8'));
const lookup = (tree: unknown, dotted: string): unknown =>
    dotted.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);

/** List columns that show nothing a person can read: no declared field, no label, no way to display. */
function listProblems(resource: ResourceDefinition, locale: unknown): string[] {
    return resource.list.columns.flatMap(({ field }) => {
        const definition = resource.fields[field];
        if (!definition) return [`${field}: no such field`];
        const label = fieldKey(resource, field);
        return [
            ...(typeof lookup(locale, label) === 'string' ? [] : [`${field}: no label ${label}`]),
            ...(displayKindOf(field, definition) ? [] : [`${field}: no display`]),
        ];
    });
}

/** Form fields the entry's save call would not take, or that a person could not fill in. */
function formProblems(resource: ResourceDefinition): string[] {
    const accepted = propertiesOf(contract[resource.endpoints.save]?.body);
    return formFieldsOf(resource).flatMap(({ source, field }) => [
        ...(accepted.has(source.split('.')[0]!) ? [] : [`${source}: not in the body of ${resource.endpoints.save}`]),
        ...(widgetOf(field) ? [] : [`${source}: no input`]),
        ...(field.required && validatorsOf(field).length === 0 ? [`${source}: required without a check`] : []),
    ]);
}

/** Actions whose calls the contract lacks although some role is given them. */
function callProblems(resource: ResourceDefinition): string[] {
    const granted = new Set(Object.values(resource.permissions).flat());
    const needs: Array<[Action, string | undefined]> = [
        ['create', resource.endpoints.save],
        ['edit', resource.endpoints.save],
        ['delete', resource.endpoints.delete],
        ['show', resource.endpoints.get],
    ];
    return needs.filter(([action, call]) => granted.has(action) && !(call && call in contract)).map(([action, call]) => `${action}: ${call ?? 'no call'}`);
}

const sqlite = new Database(':memory:');
afterAll(() => sqlite.close());
const guard = new Guard(sqlite);
const callerOf = (authority: Authority): AccessClaims => ({
    sub: 'someone@example.com', userId: 'u', tenantId: 't', customerId: 'c', authority, enabled: true, isPublic: false, iat: 0,
});
const serverAllows = (resource: ResourceDefinition, authority: Authority, action: Action): boolean => {
    try {
        guard.require(callerOf(authority), resource, action);
        return true;
    } catch {
        return false;
    }
};
/** Role and action pairs the console and the server's guard decide differently. */
const permissionDisagreements = (resource: ResourceDefinition): string[] =>
    AUTHORITIES.flatMap(authority =>
        ACTIONS.filter(
            action => canAccessWith({ user: { authority }, edgesSupportEnabled: true }, { action, resource: resource.name }) !== serverAllows(resource, authority, action),
        ).map(action => `${authority} ${action}`),
    );

describe.each(registry.map(resource => [resource.name, resource] as const))('registry entry %s', (_name, resource) => {
    const locale = english(resource);

    it('names itself and shows each list column with a label and a display', () => {
        expect(typeof lookup(locale, nameKey(resource))).toBe('string');
        expect(resource.list.columns.length).toBeGreaterThan(0);
        expect(listProblems(resource, locale)).toEqual([]);
    });

    it('edits in its form only what its save call takes, each field with an input', () => {
        expect(formProblems(resource)).toEqual([]);
    });

    it('has a call of the contract for every action a role is given', () => {
        expect(callProblems(resource)).toEqual([]);
    });

    it('is allowed and refused alike by the console and the server, for every role and action', () => {
        expect(permissionDisagreements(resource)).toEqual([]);
    });
});

describe('the coverage checks catch broken entries', () => {
    const devices = registry.find(resource => resource.name === 'devices')!;

    it('a list column without a label', () => {
        const broken = { ...devices, list: { ...devices.list, columns: [...devices.list.columns, { field: 'secret', sortable: false }] }, fields: { ...devices.fields, secret: { schema: { type: 'string' as const } } } };
        expect(listProblems(broken, english(devices))).toEqual(['secret: no label resources.devices.fields.secret']);
    });
    it('a form field the save call does not take', () => {
        const broken = { ...devices, fields: { ...devices.fields, colour: { schema: { type: 'string' as const }, column: 'colour' } } };
        expect(formProblems(broken)).toEqual(['colour: not in the body of POST /api/device']);
    });
    it('a granted action without its call', () => {
        const broken = { ...devices, endpoints: { ...devices.endpoints, delete: 'DELETE /api/device/{deviceId}/nowhere' } };
        expect(callProblems(broken)).toEqual(['delete: DELETE /api/device/{deviceId}/nowhere']);
    });
    it('a console that allows what the server refuses', () => {
        const serverView = { ...devices, permissions: { ...devices.permissions, CUSTOMER_USER: [] } };
        const disagreements = AUTHORITIES.flatMap(authority =>
            ACTIONS.filter(action => canAccessWith({ user: { authority } }, { action, resource: 'devices' }) !== serverAllows(serverView, authority, action)).map(
                action => `${authority} ${action}`,
            ),
        );
        expect(disagreements).toEqual(expect.arrayContaining(['CUSTOMER_USER list', 'CUSTOMER_USER show']));
    });
});
