// JSON shapes as ThingsBoard 3.3.4 writes them (issue #22 point 3): the fields it always writes, with
// their defaults, on every document the server stores and answers; and ThingsBoard's own dashboards
// imported and read back key by key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Caller, type Harness, type Json } from './harness';
import { referenceFiles } from './referenceData';

let tb: Harness;
let admin: Caller;

beforeAll(async () => {
    tb = await startHarness();
    admin = tb.tenantAdmin;
});
afterAll(async () => tb?.close());

/** Paths where `actual` differs from `expected`, walking every key `expected` has. */
function differences(expected: unknown, actual: unknown, at = '$'): string[] {
    if (typeof expected === 'object' && expected !== null && typeof actual === 'object' && actual !== null && Array.isArray(expected) === Array.isArray(actual)) {
        const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
        return [...keys].flatMap(key => differences((expected as Json)[key], (actual as Json)[key], `${at}.${key}`));
    }
    return Object.is(expected, actual) ? [] : [`${at}: ${JSON.stringify(expected)?.slice(0, 60)} → ${JSON.stringify(actual)?.slice(0, 60)}`];
}

/** Every data key of a dashboard configuration, with where it sits. */
function dataKeysOf(configuration: Json): Array<[string, Json]> {
    return Object.entries(configuration.widgets ?? {}).flatMap(([id, widget]: [string, any]) => [
        ...(widget.config?.datasources ?? []).flatMap((source: Json, i: number) => (source.dataKeys ?? []).map((key: Json, k: number) => [`${id}.datasources[${i}].dataKeys[${k}]`, key])),
        ...(widget.config?.alarmSource?.dataKeys ?? []).map((key: Json, k: number) => [`${id}.alarmSource.dataKeys[${k}]`, key]),
    ]);
}

/** The properties ThingsBoard's Dashboard has beyond what an export file carries. */
const SERVER_WRITTEN_DASHBOARD_FIELDS = ['assignedCustomers', 'createdTime', 'id', 'image', 'mobileHide', 'mobileOrder', 'tenantId'];

describe("ThingsBoard's own dashboards, imported and read back", () => {
    const files = referenceFiles('dashboards');

    it('the reference data holds the five demo dashboards', () => {
        expect(files.map(([name]) => name)).toHaveLength(5);
    });

    it.each(files)('%s: GET answers the file key by key, plus only the fields ThingsBoard writes itself', async (_name, file) => {
        const saved = await admin.save('/api/dashboard', file);
        const read = await admin.read(`/api/dashboard/${saved.id.id}`);
        const fileKeys = new Set(Object.keys(file));
        expect(differences(file, Object.fromEntries(Object.entries(read).filter(([key]) => fileKeys.has(key))))).toEqual([]);
        expect(Object.keys(read).filter(key => !fileKeys.has(key)).sort()).toEqual(SERVER_WRITTEN_DASHBOARD_FIELDS.filter(key => !fileKeys.has(key)));
        expect(read).toMatchObject({ assignedCustomers: null, mobileHide: false, mobileOrder: null, name: file.title });
        expect(read).toEqual(saved);
    });
});

describe('dashboard data keys carry settings {} (ThingsBoard widgets read dataKey.settings.<option>)', () => {
    const bareKey = { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#e53935' };
    const configuration = (key: Json) => ({
        widgets: { w: { id: 'w', typeAlias: 'basic_timeseries', bundleAlias: 'charts', type: 'timeseries', config: { datasources: [{ type: 'entity', entityAliasId: 'a', dataKeys: [key] }] } } },
        states: {},
        entityAliases: {},
    });

    it('a key saved without settings and _hash reads back with settings {} and a stable _hash; the widget config gets settings {}', async () => {
        const saved = await admin.save('/api/dashboard', { title: 'Bare keys', configuration: configuration(bareKey) });
        const read = await admin.read(`/api/dashboard/${saved.id.id}`);
        const [[, key]] = dataKeysOf(read.configuration) as [[string, Json]];
        expect(key).toEqual({ ...bareKey, settings: {}, _hash: expect.any(Number) });
        expect(read.configuration.widgets.w.config.settings).toEqual({});
        expect((await admin.read(`/api/dashboard/${saved.id.id}`)).configuration).toEqual(read.configuration);
    });

    it('an update that drops settings gets them back; given settings are kept', async () => {
        const saved = await admin.save('/api/dashboard', { title: 'Kept settings', configuration: configuration({ ...bareKey, settings: { hideDataByDefault: true }, _hash: 0.25 }) });
        expect(dataKeysOf(saved.configuration)[0]![1]).toMatchObject({ settings: { hideDataByDefault: true }, _hash: 0.25 });
        const updated = await admin.save('/api/dashboard', { ...saved, configuration: configuration({ ...bareKey, settings: 'broken' }) });
        expect(dataKeysOf(updated.configuration)[0]![1].settings).toEqual({});
    });

    it("every data key of the demo tenant's dashboards has settings and _hash", async () => {
        const tenant = await tb.login('tenant@thingsboard.org', 'tenant');
        const list = await tenant.read('/api/tenant/dashboards?pageSize=100&page=0');
        const keys: Array<[string, Json]> = [];
        for (const info of list.data) keys.push(...dataKeysOf((await tenant.read(`/api/dashboard/${info.id.id}`)).configuration ?? {}));
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.filter(([, key]) => typeof key.settings !== 'object' || key.settings === null || typeof key._hash !== 'number').map(([at]) => at)).toEqual([]);
    });
});

describe('the other documents, with the properties ThingsBoard always writes', () => {
    it("device profile: profileData's four parts; each alarm rule's unset properties as DeviceProfileAlarm writes them", async () => {
        const condition = { condition: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', value: null, predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30, userValue: null, dynamicValue: null } } }], spec: { type: 'SIMPLE' } };
        const alarm = { id: 'high', alarmType: 'High temperature', createRules: { CRITICAL: { condition } } };
        const saved = await admin.save('/api/deviceProfile', { name: 'Shaped profile', type: 'DEFAULT', transportType: 'MQTT', profileData: { configuration: { type: 'DEFAULT' }, alarms: [alarm] } });
        const read = await admin.read(`/api/deviceProfile/${saved.id.id}`);
        expect(Object.keys(read.profileData).sort()).toEqual(['alarms', 'configuration', 'provisionConfiguration', 'transportConfiguration']);
        expect(read.profileData.transportConfiguration).toMatchObject({ type: 'MQTT' });
        expect(read.profileData.provisionConfiguration).toEqual({ type: 'DISABLED', provisionDeviceSecret: null });
        expect(read.profileData.alarms).toEqual([
            { ...alarm, createRules: { CRITICAL: { condition, schedule: null, alarmDetails: null, dashboardId: null } }, clearRule: null, propagate: false, propagateToOwner: false, propagateToTenant: false, propagateRelationTypes: null },
        ]);
        expect(Object.keys(read).sort()).toEqual([
            'createdTime', 'default', 'defaultDashboardId', 'defaultQueueName', 'defaultRuleChainId', 'description', 'firmwareId', 'id', 'image',
            'name', 'profileData', 'provisionDeviceKey', 'provisionType', 'softwareId', 'tenantId', 'transportType', 'type',
        ]);
    });

    it('alarm: every property of ThingsBoard\'s Alarm, unset times 0, name repeating type; AlarmInfo adds originatorName', async () => {
        const device = await admin.save('/api/device', { name: 'Alarmed device' });
        const alarm = await admin.save('/api/alarm', { type: 'Shape alarm', originator: device.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' });
        const keys = ['ackTs', 'clearTs', 'createdTime', 'customerId', 'details', 'endTs', 'id', 'name', 'originator', 'propagate', 'propagateRelationTypes', 'propagateToOwner', 'propagateToTenant', 'severity', 'startTs', 'status', 'tenantId', 'type'];
        expect(Object.keys(await admin.read(`/api/alarm/${alarm.id.id}`)).sort()).toEqual(keys);
        const info = await admin.read(`/api/alarm/info/${alarm.id.id}`);
        expect(Object.keys(info).sort()).toEqual([...keys, 'originatorName'].sort());
        expect(info).toMatchObject({ name: 'Shape alarm', ackTs: 0, clearTs: 0, details: null, propagate: false, propagateRelationTypes: [], originatorName: 'Alarmed device' });
    });

    it('entity view: keys with its three attribute scopes, the times 0 when unset', async () => {
        const device = await admin.save('/api/device', { name: 'Viewed device' });
        const view = await admin.save('/api/entityView', { name: 'Shape view', type: 'default', entityId: device.id });
        expect(view).toMatchObject({ keys: { timeseries: [], attributes: { cs: [], ss: [], sh: [] } }, startTimeMs: 0, endTimeMs: 0, additionalInfo: null });
        expect(Object.keys(view).sort()).toEqual(['additionalInfo', 'createdTime', 'customerId', 'endTimeMs', 'entityId', 'id', 'keys', 'name', 'startTimeMs', 'tenantId', 'type']);
    });

    it("rule chain metadata: RuleChainMetaData's properties; each node's, configuration and additionalInfo included", async () => {
        const chain = await admin.save('/api/ruleChain', { name: 'Shape chain' });
        const node = { type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', name: 'Filter', configuration: { jsScript: 'return true;' } };
        await admin.save('/api/ruleChain/metadata', { ruleChainId: chain.id, firstNodeIndex: 0, nodes: [node], connections: [] });
        const metadata = await admin.read(`/api/ruleChain/${chain.id.id}/metadata`);
        expect(Object.keys(metadata).sort()).toEqual(['connections', 'firstNodeIndex', 'nodes', 'ruleChainConnections', 'ruleChainId']);
        expect(metadata).toMatchObject({ firstNodeIndex: 0, ruleChainConnections: null });
        expect(Object.keys(metadata.nodes[0]).sort()).toEqual(['additionalInfo', 'configuration', 'createdTime', 'debugMode', 'id', 'name', 'ruleChainId', 'type']);
        expect(metadata.nodes[0]).toMatchObject({ ...node, debugMode: false, additionalInfo: null });
    });

    it('widget type: its properties, the descriptor stored as given', async () => {
        const descriptor = { type: 'latest', sizeX: 7.5, sizeY: 3, resources: [], templateHtml: '', templateCss: '', controllerScript: '', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}' };
        const bundle = await admin.save('/api/widgetsBundle', { title: 'Shape bundle' });
        const type = await admin.save('/api/widgetType', { bundleAlias: bundle.alias, alias: 'shape', name: 'Shape', descriptor });
        expect(type).toMatchObject({ descriptor, image: null, description: null, tenantId: { entityType: 'TENANT', id: tb.tenantId } });
        expect(Object.keys(type).sort()).toEqual(['alias', 'bundleAlias', 'createdTime', 'description', 'descriptor', 'id', 'image', 'name', 'tenantId']);
    });
});
