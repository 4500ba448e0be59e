import { readdirSync, readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/documents/dashboard-configuration.json';
import type { Timewindow } from '../../lib/time/timewindow';
import type { DashboardConfiguration, StoredTimewindow } from './dashboardConfig';

const FIXTURES = `${process.cwd()}/tests/fixtures/dashboards`;
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, discriminator: true, strict: true });
const validate = ajv.compile<DashboardConfiguration>(schema);

const fixtures = readdirSync(FIXTURES).filter(name => name.endsWith('.json'));
const configurationOf = (name: string) => (JSON.parse(readFileSync(`${FIXTURES}/${name}`, 'utf8')) as { configuration: unknown }).configuration;

// Compile-time check: a stored window is what the time-window code (src/lib/time) reads.
const storedIsLibTimewindow = (stored: StoredTimewindow): Timewindow => stored;

describe('dashboard-configuration.json', () => {
    it('has the five ThingsBoard demo dashboards to check against', () => {
        expect(fixtures).toHaveLength(5);
        expect(storedIsLibTimewindow({ selectedTab: 0 })).toEqual({ selectedTab: 0 });
    });

    it.each(fixtures)('accepts the configuration of %s', name => {
        const valid = validate(configurationOf(name));
        expect(validate.errors ?? []).toEqual([]);
        expect(valid).toBe(true);
    });

    const base = { widgets: {}, states: {}, entityAliases: {} };
    const withAlias = (filter: Record<string, unknown>) => ({ ...base, entityAliases: { a: { id: 'a', alias: 'A', filter } } });

    it('accepts each of the 15 alias filter types and refuses an unknown one', () => {
        const types = ['singleEntity', 'entityList', 'entityName', 'entityType', 'stateEntity', 'assetType', 'deviceType', 'edgeType', 'entityViewType',
            'apiUsageState', 'relationsQuery', 'assetSearchQuery', 'deviceSearchQuery', 'edgeSearchQuery', 'entityViewSearchQuery'];
        for (const type of types) expect(validate(withAlias({ type, resolveMultiple: true })), type).toBe(true);
        expect(validate(withAlias({ type: 'deviceName' }))).toBe(false);
        expect(validate(withAlias({ resolveMultiple: true }))).toBe(false);
    });

    it('checks the fields of the chosen filter type', () => {
        expect(validate(withAlias({ type: 'deviceSearchQuery', deviceTypes: ['thermostat'], direction: 'FROM', maxLevel: 1 }))).toBe(true);
        expect(validate(withAlias({ type: 'deviceSearchQuery', deviceTypes: 'thermostat' }))).toBe(false);
        expect(validate(withAlias({ type: 'relationsQuery', direction: 'SIDEWAYS' }))).toBe(false);
        expect(validate(withAlias({ type: 'singleEntity', singleEntity: { id: 'x' } }))).toBe(false);
    });

    it('refuses datasources, data keys and widgets of unknown types', () => {
        const widget = (config: Record<string, unknown>, type = 'latest') => ({
            ...base,
            widgets: { w: { id: 'w', bundleAlias: 'cards', typeAlias: 'simple_card', type, sizeX: 8, sizeY: 6, config } },
        });
        const key = { name: 'temperature', type: 'timeseries', units: null, decimals: null };
        expect(validate(widget({ datasources: [{ type: 'entity', entityAliasId: 'a', dataKeys: [key] }] }))).toBe(true);
        expect(validate(widget({ datasources: [{ type: 'device', dataKeys: [key] }] }))).toBe(false);
        expect(validate(widget({ datasources: [{ type: 'entity', dataKeys: [{ ...key, type: 'telemetry' }] }] }))).toBe(false);
        expect(validate(widget({}, 'chart'))).toBe(false);
    });

    it("checks dashboard filters' keys and wrapped predicates", () => {
        const filter = (predicate: Record<string, unknown>) => ({ ...base, filters: { f: { id: 'f', filter: 'F', keyFilters: [{ key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', predicates: [{ keyFilterPredicate: predicate }] }] } } });
        expect(validate(filter({ type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 1 } }))).toBe(true);
        expect(validate(filter({ type: 'COMPLEX', operation: 'OR', predicates: [{ keyFilterPredicate: { type: 'NUMERIC', operation: 'LESS' } }] }))).toBe(true);
        expect(validate(filter({ type: 'DECIMAL', operation: 'GREATER' }))).toBe(false);
        expect(validate(filter({ type: 'COMPLEX', operation: 'OR', predicates: [{ keyFilterPredicate: { operation: 'LESS' } }] }))).toBe(false);
    });

    it('requires the widgets, states and aliases maps', () => {
        expect(validate({ widgets: {}, states: {} })).toBe(false);
    });
});
