import type { Transaction } from 'kysely';
import { NULL_UUID, newId, timeOfId } from '../../lib/ids';
import {
    ALARMS_TABLE, BAR_CHART, GAUGE, HTML_CARD, HTML_VALUE_CARD, KEY_VALUE_LIST, LINE_CHART, STATE_CHART, TIMESERIES_TABLE, VALUE_CARD,
    type WidgetTemplate,
} from '../../widgets/systemWidgetTemplates';
import type { Database } from '../schema';

type Kind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

interface SystemWidgetType {
    alias: string;
    name: string;
    kind: Kind;
    sizeX: number;
    sizeY: number;
    template: WidgetTemplate;
    /** The configuration a new widget of this type starts with (descriptor.defaultConfig, stored as text). */
    defaultConfig: Record<string, unknown>;
    settingsSchema?: Record<string, unknown>;
}

interface SystemBundle {
    alias: string;
    title: string;
    description: string;
    types: SystemWidgetType[];
}

/** ThingsBoard's function data keys: a random walk and a sine, so a new widget shows data at once. */
const randomKey = (label: string, color: string) => ({
    name: 'f(x)', type: 'function', label, color, settings: {},
    funcBody: 'var value = prevValue + Math.random() * 20 - 10;\nif (value < -100) value = -100;\nif (value > 100) value = 100;\nreturn value;',
});
const functionDatasource = (...keys: Array<ReturnType<typeof randomKey>>) => [{ type: 'function', name: 'function', dataKeys: keys }];
const card = (title: string, datasources: unknown[], settings: Record<string, unknown> = {}) => ({
    datasources, showTitle: true, title, backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)', padding: '8px', settings,
});
const REALTIME_MINUTE = { realtime: { timewindowMs: 60000 }, aggregation: { type: 'NONE', limit: 200 } };
const chart = (title: string) => ({
    ...card(title, functionDatasource(randomKey('First', '#2196f3'), randomKey('Second', '#4caf50'))),
    timewindow: REALTIME_MINUTE, showLegend: true,
});

const HTML_SETTINGS_SCHEMA = {
    schema: { type: 'object', title: 'Settings', properties: { cardHtml: { title: 'HTML', type: 'string' }, cardCss: { title: 'CSS', type: 'string' } }, required: [] },
    form: [{ key: 'cardHtml', type: 'html' }, { key: 'cardCss', type: 'css' }],
};
const GAUGE_SETTINGS_SCHEMA = {
    schema: { type: 'object', title: 'Settings', properties: { minValue: { title: 'Minimum value', type: 'number', default: 0 }, maxValue: { title: 'Maximum value', type: 'number', default: 100 } } },
    form: ['minValue', 'maxValue'],
};
const ALARM_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'].map(name => ({ name, type: 'alarm', label: name, settings: {} }));

/**
 * The system widget bundles (reference §1.7 lists ThingsBoard's 14) and the types seeded into them.
 * Keys are `${bundle alias}.${type alias}` as in ThingsBoard, so dashboards written for it find them; the
 * console's native widgets (src/dashboard/widgets/catalogue.ts) take over the keys they implement.
 */
export const SYSTEM_WIDGET_BUNDLES: readonly SystemBundle[] = [
    {
        alias: 'charts',
        title: 'Charts',
        description: 'Time series and latest values as charts',
        types: [
            { alias: 'basic_timeseries', name: 'Timeseries Line Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: LINE_CHART, defaultConfig: chart('Timeseries Line Chart') },
            { alias: 'timeseries_bars_flot', name: 'Timeseries Bar Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: BAR_CHART, defaultConfig: chart('Timeseries Bar Chart') },
            { alias: 'state_chart', name: 'State Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: STATE_CHART, defaultConfig: chart('State Chart') },
        ],
    },
    {
        alias: 'cards',
        title: 'Cards',
        description: 'Values, tables and HTML',
        types: [
            { alias: 'simple_card', name: 'Simple card', kind: 'latest', sizeX: 5, sizeY: 3, template: VALUE_CARD, defaultConfig: card('Simple card', functionDatasource(randomKey('Temp', '#2196f3'))) },
            { alias: 'label_value_card', name: 'Label value card', kind: 'latest', sizeX: 5, sizeY: 3, template: VALUE_CARD, defaultConfig: card('Label value card', functionDatasource(randomKey('Humidity', '#4caf50'))) },
            { alias: 'attributes_card', name: 'Attributes card', kind: 'latest', sizeX: 7.5, sizeY: 3, template: KEY_VALUE_LIST, defaultConfig: card('Attributes card', functionDatasource(randomKey('First', '#2196f3'), randomKey('Second', '#4caf50'))) },
            { alias: 'entities_table', name: 'Entities table', kind: 'latest', sizeX: 7.5, sizeY: 4, template: KEY_VALUE_LIST, defaultConfig: card('Entities table', functionDatasource(randomKey('Value', '#2196f3'))) },
            { alias: 'timeseries_table', name: 'Timeseries table', kind: 'timeseries', sizeX: 8, sizeY: 6.5, template: TIMESERIES_TABLE, defaultConfig: { ...card('Timeseries table', functionDatasource(randomKey('Temp', '#2196f3'))), timewindow: REALTIME_MINUTE } },
            { alias: 'html_card', name: 'HTML Card', kind: 'static', sizeX: 7.5, sizeY: 3, template: HTML_CARD, settingsSchema: HTML_SETTINGS_SCHEMA, defaultConfig: card('HTML Card', [], { cardHtml: '<div class="card"><b>HTML code</b> here!</div>', cardCss: '.card { font-size: 16px; }' }) },
            { alias: 'html_value_card', name: 'HTML Value Card', kind: 'latest', sizeX: 7.5, sizeY: 3, template: HTML_VALUE_CARD, settingsSchema: HTML_SETTINGS_SCHEMA, defaultConfig: card('HTML Value Card', functionDatasource(randomKey('Random', '#2196f3')), { cardHtml: '<div>Value: ${Random}</div>' }) },
        ],
    },
    {
        alias: 'analogue_gauges',
        title: 'Analogue gauges',
        description: 'Latest values on dials',
        types: [
            { alias: 'radial_gauge_canvas_gauges', name: 'Radial gauge', kind: 'latest', sizeX: 6, sizeY: 5, template: GAUGE, settingsSchema: GAUGE_SETTINGS_SCHEMA, defaultConfig: card('Radial gauge', functionDatasource(randomKey('Speed', '#2196f3')), { minValue: -100, maxValue: 100 }) },
        ],
    },
    {
        alias: 'alarm_widgets',
        title: 'Alarm widgets',
        description: 'Alarms of the dashboard entities',
        types: [
            { alias: 'alarms_table', name: 'Alarms table', kind: 'alarm', sizeX: 12, sizeY: 6.5, template: ALARMS_TABLE, defaultConfig: { ...card('Alarms', []), alarmSource: { type: 'function', name: 'alarms', dataKeys: ALARM_KEYS }, alarmSearchStatus: 'ANY' } },
        ],
    },
];

/**
 * Adds every system bundle and type that is not there yet (matched by alias), so it serves a fresh
 * install and a database seeded before the widget library existed alike.
 */
export async function seedSystemWidgets(trx: Transaction<Database>): Promise<void> {
    for (const bundle of SYSTEM_WIDGET_BUNDLES) {
        const known = await trx.selectFrom('widgets_bundle').select('id').where('tenant_id', '=', NULL_UUID).where('alias', '=', bundle.alias).executeTakeFirst();
        if (!known) {
            const id = newId();
            await trx
                .insertInto('widgets_bundle')
                .values({ id, created_time: timeOfId(id), tenant_id: NULL_UUID, alias: bundle.alias, title: bundle.title, image: null, description: bundle.description })
                .execute();
        }
        const present = new Set(
            (await trx.selectFrom('widget_type').select('alias').where('tenant_id', '=', NULL_UUID).where('bundle_alias', '=', bundle.alias).execute()).map(row => row.alias),
        );
        for (const type of bundle.types) {
            if (present.has(type.alias)) continue;
            const id = newId();
            const descriptor = {
                type: type.kind,
                sizeX: type.sizeX,
                sizeY: type.sizeY,
                resources: [],
                ...type.template,
                settingsSchema: JSON.stringify(type.settingsSchema ?? {}),
                dataKeySettingsSchema: '{}',
                defaultConfig: JSON.stringify(type.defaultConfig),
            };
            await trx
                .insertInto('widget_type')
                .values({ id, created_time: timeOfId(id), tenant_id: NULL_UUID, bundle_alias: bundle.alias, alias: type.alias, name: type.name, image: null, description: null, descriptor: JSON.stringify(descriptor) })
                .execute();
        }
    }
}
