import type SqliteDatabase from 'better-sqlite3';
import { withDashboardDefaults } from '../../documents/dashboardDefaults';
import { newId, NULL_UUID, timeOfId } from '../../lib/ids';
import { insertRow } from '../insertRow';
import { AttributeRepository, type KvValue } from '../repositories/attributes';
import { UserRepository } from '../repositories/users';
import { deviceProfileRuleChain, type RuleChainTemplate } from './ruleChainTemplates';
import { createTenantDefaults, insertRuleChain } from './tenantDefaults';

/** A numeric threshold read from the device's own attribute, falling back to a default. */
function deviceThreshold(operation: string, defaultValue: number, attribute: string) {
    return {
        type: 'NUMERIC',
        operation,
        value: { defaultValue, userValue: null, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: attribute, inherit: false } },
    };
}

const flagIsTrue = (flag: string) => ({
    key: { type: 'ATTRIBUTE', key: flag },
    valueType: 'BOOLEAN',
    value: null,
    predicate: { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: true, userValue: null, dynamicValue: null } },
});

const telemetryIs = (key: string, predicate: ReturnType<typeof deviceThreshold>) => ({
    key: { type: 'TIME_SERIES', key },
    valueType: 'NUMERIC',
    value: null,
    predicate,
});

const simpleRule = (conditions: unknown[], alarmDetails: string) => ({
    condition: { condition: conditions, spec: { type: 'SIMPLE' } },
    schedule: null,
    alarmDetails,
    dashboardId: null,
});

interface ThresholdAlarm {
    id: string;
    alarmType: string;
    severity: 'MAJOR' | 'MINOR';
    /** Boolean attribute that switches the rule on. */
    flag: string;
    /** Telemetry key compared with the device's own threshold attribute. */
    key: string;
    thresholdAttribute: string;
    defaultThreshold: number;
    raiseWhen: string;
    clearWhen: string;
}

/** "Raise when the flag is on and the value crosses the device's threshold; clear when it is back." */
function thresholdAlarm(alarm: ThresholdAlarm) {
    const details = `Current ${alarm.key} = \${${alarm.key}}`;
    const threshold = (operation: string) => deviceThreshold(operation, alarm.defaultThreshold, alarm.thresholdAttribute);
    return {
        id: alarm.id,
        alarmType: alarm.alarmType,
        createRules: {
            [alarm.severity]: simpleRule([flagIsTrue(alarm.flag), telemetryIs(alarm.key, threshold(alarm.raiseWhen))], details),
        },
        clearRule: simpleRule([telemetryIs(alarm.key, threshold(alarm.clearWhen))], details),
        propagate: false,
        propagateRelationTypes: null,
    };
}

/** The demo thermostat profile's two alarm rules (reference §3). */
const THERMOSTAT_PROFILE_DATA = {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms: [
        thresholdAlarm({
            id: 'highTemperatureAlarmID',
            alarmType: 'High Temperature',
            severity: 'MAJOR',
            flag: 'temperatureAlarmFlag',
            key: 'temperature',
            thresholdAttribute: 'temperatureAlarmThreshold',
            defaultThreshold: 25,
            raiseWhen: 'GREATER',
            clearWhen: 'LESS_OR_EQUAL',
        }),
        thresholdAlarm({
            id: 'lowHumidityAlarmID',
            alarmType: 'Low Humidity',
            severity: 'MINOR',
            flag: 'humidityAlarmFlag',
            key: 'humidity',
            thresholdAttribute: 'humidityAlarmThreshold',
            defaultThreshold: 60,
            raiseWhen: 'LESS',
            clearWhen: 'GREATER_OR_EQUAL',
        }),
    ],
};

interface DemoDevice {
    name: string;
    token: string;
    customer: string | null;
    profile: 'default' | 'thermostat';
    description?: string;
    serverAttributes?: Record<string, KvValue>;
}

const DEMO_DEVICES: DemoDevice[] = [
    { name: 'Test Device A1', token: 'A1_TEST_TOKEN', customer: 'Customer A', profile: 'default' },
    { name: 'Test Device A2', token: 'A2_TEST_TOKEN', customer: 'Customer A', profile: 'default' },
    { name: 'Test Device A3', token: 'A3_TEST_TOKEN', customer: 'Customer A', profile: 'default' },
    { name: 'Test Device B1', token: 'B1_TEST_TOKEN', customer: 'Customer B', profile: 'default' },
    { name: 'Test Device C1', token: 'C1_TEST_TOKEN', customer: 'Customer C', profile: 'default' },
    {
        name: 'DHT11 Demo Device',
        token: 'DHT11_DEMO_TOKEN',
        customer: null,
        profile: 'default',
        description: 'Demo device that is used in sample applications that upload data from DHT11 temperature and humidity sensor',
    },
    {
        name: 'Raspberry Pi Demo Device',
        token: 'RASPBERRY_PI_DEMO_TOKEN',
        customer: null,
        profile: 'default',
        description: 'Demo device that is used in Raspberry Pi GPIO control sample application',
    },
    {
        name: 'Thermostat T1',
        token: 'T1_TEST_TOKEN',
        customer: null,
        profile: 'thermostat',
        serverAttributes: {
            latitude: 37.3948,
            longitude: -122.1503,
            temperatureAlarmFlag: true,
            humidityAlarmFlag: true,
            temperatureAlarmThreshold: 20,
            humidityAlarmThreshold: 50,
        },
    },
    {
        name: 'Thermostat T2',
        token: 'T2_TEST_TOKEN',
        customer: null,
        profile: 'thermostat',
        serverAttributes: {
            latitude: 37.493801,
            longitude: -121.948769,
            temperatureAlarmFlag: true,
            humidityAlarmFlag: true,
            temperatureAlarmThreshold: 25,
            humidityAlarmThreshold: 30,
        },
    },
];

const DEMO_CUSTOMER_USERS: Array<[email: string, customer: string]> = [
    ['customer@thingsboard.org', 'Customer A'],
    ['customerA@thingsboard.org', 'Customer A'],
    ['customerB@thingsboard.org', 'Customer B'],
    ['customerC@thingsboard.org', 'Customer C'],
];

/** The five demo dashboards by title; their widgets arrive with the dashboard work. */
const DEMO_DASHBOARDS = ['Thermostats', 'Gateways', 'Firmware', 'Software', 'Rule Engine Statistics'];

/** The Thermostats aliases: every thermostat, and the one a state was opened for. */
const THERMOSTATS_ALIAS = 'thermostats-alias';
const THERMOSTAT_ALIAS = 'thermostat-alias';

const temperatureKey = (label: string) => ({ name: 'temperature', type: 'timeseries', label, color: '#e53935', units: '°C', decimals: 1 });
const humidityKey = (label: string) => ({ name: 'humidity', type: 'timeseries', label, color: '#1e88e5', units: '%', decimals: 0 });

const widget = (id: string, bundleAlias: string, typeAlias: string, type: string, title: string, size: { sizeX: number; sizeY: number }, config: Record<string, unknown>) => ({
    id,
    isSystemType: true,
    bundleAlias,
    typeAlias,
    type,
    title,
    ...size,
    config: { title, showTitle: true, settings: {}, ...config },
});

const chartConfig = (aliasId: string, label: (key: string) => string) => ({
    useDashboardTimewindow: true,
    showLegend: true,
    legendConfig: { direction: 'column', position: 'bottom', sortDataKeys: false, showMin: true, showMax: true, showAvg: true, showTotal: false },
    datasources: [{ type: 'entity', entityAliasId: aliasId, dataKeys: [temperatureKey(label('temperature')), humidityKey(label('humidity'))] }],
});

/**
 * Thermostats' own widgets (not ThingsBoard's file), with the native widget types of the console:
 * the default state has a chart of both thermostats, a card of their temperatures and a table whose
 * row opens the thermostat's state (its header button opens the map); the 'chart' state shows the
 * thermostat of the state (the 'Thermostat' stateEntity alias); the 'map' state places them all.
 */
const THERMOSTAT_WIDGETS = {
    'thermostats-chart': widget('thermostats-chart', 'charts', 'basic_timeseries', 'timeseries', 'Temperature and humidity', { sizeX: 16, sizeY: 11 }, chartConfig(THERMOSTATS_ALIAS, key => `\${entityName} ${key}`)),
    'thermostats-temperature': widget('thermostats-temperature', 'cards', 'label_value_card', 'latest', 'Temperature now', { sizeX: 8, sizeY: 11 }, {
        datasources: [{ type: 'entity', entityAliasId: THERMOSTATS_ALIAS, dataKeys: [temperatureKey('${entityName}')] }],
    }),
    'thermostats-table': widget('thermostats-table', 'cards', 'entities_table', 'latest', 'Thermostats', { sizeX: 24, sizeY: 7 }, {
        datasources: [{ type: 'entity', entityAliasId: THERMOSTATS_ALIAS, dataKeys: [temperatureKey('Temperature'), humidityKey('Humidity')] }],
        settings: { enableSearch: true, displayPagination: true, defaultPageSize: 10, displayEntityName: true, entityNameColumnTitle: 'Thermostat' },
        actions: {
            rowClick: [{ id: 'open-thermostat', name: 'Open thermostat', icon: 'insert_chart', type: 'openDashboardState', targetDashboardStateId: 'chart', setEntityId: true, stateEntityParamName: null, openRightLayout: false }],
            headerButton: [{ id: 'open-map', name: 'Map', icon: 'map', type: 'openDashboardState', targetDashboardStateId: 'map', setEntityId: false, stateEntityParamName: null, openRightLayout: false }],
        },
    }),
    'thermostats-map': widget('thermostats-map', 'maps_v2', 'openstreetmap', 'latest', 'Thermostats map', { sizeX: 24, sizeY: 12 }, {
        datasources: [{ type: 'entity', entityAliasId: THERMOSTATS_ALIAS, dataKeys: [temperatureKey('Temperature'), { name: 'latitude', type: 'attribute', label: 'latitude' }, { name: 'longitude', type: 'attribute', label: 'longitude' }] }],
        settings: { latKeyName: 'latitude', lngKeyName: 'longitude', fitMapBounds: true, defaultZoomLevel: 9 },
    }),
    'thermostat-chart': widget('thermostat-chart', 'charts', 'basic_timeseries', 'timeseries', 'Temperature and humidity', { sizeX: 16, sizeY: 11 }, chartConfig(THERMOSTAT_ALIAS, key => key[0].toUpperCase() + key.slice(1))),
    'thermostat-values': widget('thermostat-values', 'cards', 'label_value_card', 'latest', 'Current values', { sizeX: 8, sizeY: 11 }, {
        datasources: [{ type: 'entity', entityAliasId: THERMOSTAT_ALIAS, dataKeys: [temperatureKey('Temperature'), humidityKey('Humidity')] }],
    }),
};

function dashboardConfiguration(title: string) {
    const grid = { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' };
    const state = (name: string, root: boolean, widgets: Record<string, { sizeX: number; sizeY: number; row: number; col: number; mobileHeight?: number }> = {}) => ({
        name,
        root,
        layouts: { main: { widgets, gridSettings: grid } },
    });
    const isThermostats = title === 'Thermostats';
    return {
        description: '',
        widgets: isThermostats ? THERMOSTAT_WIDGETS : {},
        states: isThermostats
            ? {
                  default: state('Thermostats', true, {
                      // On a phone: a shorter chart, the card as tall as its two values, the table after them.
                      'thermostats-chart': { sizeX: 16, sizeY: 11, row: 0, col: 0, mobileHeight: 8 },
                      'thermostats-temperature': { sizeX: 8, sizeY: 11, row: 0, col: 16, mobileHeight: 5 },
                      'thermostats-table': { sizeX: 24, sizeY: 7, row: 11, col: 0, mobileHeight: 6 },
                  }),
                  map: state('Map', false, { 'thermostats-map': { sizeX: 24, sizeY: 12, row: 0, col: 0 } }),
                  chart: state('${entityName}', false, {
                      'thermostat-chart': { sizeX: 16, sizeY: 11, row: 0, col: 0, mobileHeight: 8 },
                      'thermostat-values': { sizeX: 8, sizeY: 11, row: 0, col: 16, mobileHeight: 5 },
                  }),
              }
            : { default: state(title, true) },
        entityAliases: isThermostats
            ? {
                  [THERMOSTATS_ALIAS]: {
                      id: THERMOSTATS_ALIAS,
                      alias: 'Thermostats',
                      filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' },
                  },
                  [THERMOSTAT_ALIAS]: {
                      id: THERMOSTAT_ALIAS,
                      alias: 'Thermostat',
                      filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: null },
                  },
              }
            : {},
        filters: {},
        timewindow: {
            displayValue: '',
            selectedTab: 0,
            realtime: { realtimeType: 0, interval: 1000, timewindowMs: isThermostats ? 3600000 : 60000 },
            history: { historyType: 0, interval: 1000, timewindowMs: 60000 },
            aggregation: { type: isThermostats ? 'NONE' : 'AVG', limit: 25000 },
        },
        settings: {
            stateControllerId: 'entity',
            showTitle: false,
            showDashboardsSelect: true,
            showEntitiesSelect: true,
            showDashboardTimewindow: true,
            showDashboardExport: true,
            toolbarAlwaysOpen: true,
        },
    };
}

/** The demo tenant and customers have no address, phone or e-mail. */
const NO_CONTACT = { country: null, state: null, city: null, address: null, address2: null, zip: null, phone: null, email: null };

/** The demo tenant of a fresh ThingsBoard install with `--loadDemo` (reference §3). */
export async function seedDemo(
    sqlite: SqliteDatabase.Database,
    hash: (password: string) => Promise<string>,
    defaultTenantProfileId: string,
): Promise<void> {
    const tenantId = newId();
    insertRow(sqlite, 'tenant', {
        id: tenantId,
        created_time: timeOfId(tenantId),
        title: 'Tenant',
        region: 'Global',
        tenant_profile_id: defaultTenantProfileId,
        additional_info: null,
        ...NO_CONTACT,
    });
    const { defaultProfileId } = createTenantDefaults(sqlite, tenantId);

    const users = new UserRepository(sqlite);
    await users.create({ email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN', tenantId }, await hash('tenant'));

    const customerIds = new Map<string, string>();
    for (const title of ['Customer A', 'Customer B', 'Customer C']) {
        const id = newId();
        customerIds.set(title, id);
        insertRow(sqlite, 'customer', {
            id,
            created_time: timeOfId(id),
            tenant_id: tenantId,
            title,
            is_public: 0,
            additional_info: null,
            ...NO_CONTACT,
        });
    }
    const customerPassword = await hash('customer');
    for (const [email, customer] of DEMO_CUSTOMER_USERS) {
        await users.create({ email, authority: 'CUSTOMER_USER', tenantId, customerId: customerIds.get(customer) }, customerPassword);
    }

    const thermostatChain: RuleChainTemplate = deviceProfileRuleChain('Thermostat');
    const thermostatChainId = insertRuleChain(sqlite, tenantId, thermostatChain);
    const thermostatProfileId = newId();
    insertRow(sqlite, 'device_profile', {
        id: thermostatProfileId,
        created_time: timeOfId(thermostatProfileId),
        tenant_id: tenantId,
        name: 'thermostat',
        description: 'Thermostat device profile',
        image: null,
        is_default: 0,
        type: 'DEFAULT',
        transport_type: 'DEFAULT',
        provision_type: 'DISABLED',
        provision_device_key: null,
        default_rule_chain_id: thermostatChainId,
        default_dashboard_id: null,
        default_queue_name: null,
        firmware_id: null,
        software_id: null,
        profile_data: JSON.stringify(THERMOSTAT_PROFILE_DATA),
    });

    const attributes = new AttributeRepository(sqlite);
    const deviceData = JSON.stringify({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } });
    for (const device of DEMO_DEVICES) {
        const id = newId();
        insertRow(sqlite, 'device', {
            id,
            created_time: timeOfId(id),
            tenant_id: tenantId,
            customer_id: device.customer ? customerIds.get(device.customer)! : NULL_UUID,
            device_profile_id: device.profile === 'thermostat' ? thermostatProfileId : defaultProfileId,
            name: device.name,
            type: device.profile,
            label: null,
            device_data: deviceData,
            firmware_id: null,
            software_id: null,
            additional_info: JSON.stringify({ gateway: false, overwriteActivityTime: false, description: device.description ?? '' }),
        });
        const credentialsId = newId();
        insertRow(sqlite, 'device_credentials', {
            id: credentialsId,
            created_time: timeOfId(credentialsId),
            device_id: id,
            credentials_type: 'ACCESS_TOKEN',
            credentials_id: device.token,
            credentials_value: null,
        });
        await attributes.save('DEVICE', id, 'SERVER_SCOPE', { active: false, ...device.serverAttributes });
    }

    for (const title of DEMO_DASHBOARDS) {
        const id = newId();
        insertRow(sqlite, 'dashboard', {
            id,
            created_time: timeOfId(id),
            tenant_id: tenantId,
            title,
            image: null,
            assigned_customers: null,
            mobile_hide: 0,
            mobile_order: null,
            configuration: JSON.stringify(withDashboardDefaults(dashboardConfiguration(title))),
        });
    }
}
