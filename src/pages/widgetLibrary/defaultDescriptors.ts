import type { WidgetKind } from '../../dashboard/model/dashboardConfig';
import type { WidgetTypeDescriptor } from '../../dashboard/runtime/custom/widgetFrameDocument';

/** A function data key as ThingsBoard's templates give one: a random walk, so the preview moves. */
const sampleKey = (label: string, color: string) => ({
    name: 'f(x)',
    type: 'function',
    label,
    color,
    settings: {},
    funcBody: 'var value = prevValue + Math.random() * 20 - 10;\nif (value < -100) value = -100;\nif (value > 100) value = 100;\nreturn value;',
});
const functionDatasource = (...keys: Array<ReturnType<typeof sampleKey>>) => [{ type: 'function', name: 'function', dataKeys: keys }];
const configOf = (title: string, extra: Record<string, unknown>) => ({
    showTitle: true, title, backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)', padding: '8px', settings: {}, ...extra,
});
const EMPTY_SCHEMA = JSON.stringify({ schema: { type: 'object', title: 'Settings', properties: {}, required: [] }, form: [] }, null, 4);

interface KindTemplate {
    sizeX: number;
    sizeY: number;
    templateHtml: string;
    templateCss: string;
    controllerScript: string;
    defaultConfig: Record<string, unknown>;
}

/**
 * What a new widget type of each kind starts with (ThingsBoard's widget templates, in the console's
 * frame API): a small working example the author edits, and a default configuration with sample data.
 */
const KIND_TEMPLATES: Readonly<Record<WidgetKind, KindTemplate>> = {
    latest: {
        sizeX: 5,
        sizeY: 3,
        templateHtml: '<div class="card">\n    <div class="label"></div>\n    <div class="value"></div>\n</div>',
        templateCss: '.card {\n    height: 100%;\n    display: flex;\n    flex-direction: column;\n    align-items: center;\n    justify-content: center;\n}\n.label {\n    color: rgba(0, 0, 0, 0.54);\n}\n.value {\n    font-size: 32px;\n}',
        controllerScript: [
            'self.onInit = function () {',
            '    self.onDataUpdated();',
            '};',
            '',
            'self.onDataUpdated = function () {',
            '    var entry = self.ctx.data[0];',
            '    if (!entry || !entry.data.length) return;',
            '    var value = entry.data[entry.data.length - 1][1];',
            "    self.ctx.$container.find('.label').text(entry.dataKey.label);",
            "    self.ctx.$container.find('.value').text(Number(value).toFixed(1));",
            '};',
            '',
            'self.onResize = function () {};',
            '',
            'self.onDestroy = function () {};',
        ].join('\n'),
        defaultConfig: configOf('New latest values widget', { datasources: functionDatasource(sampleKey('Random', '#2196f3')) }),
    },
    timeseries: {
        sizeX: 8,
        sizeY: 5,
        templateHtml: '<div class="series"></div>',
        templateCss: '.series {\n    font-size: 13px;\n    line-height: 1.6;\n}',
        controllerScript: [
            'self.onInit = function () {',
            '    self.onDataUpdated();',
            '};',
            '',
            'self.onDataUpdated = function () {',
            "    var lines = self.ctx.data.map(function (entry) {",
            "        var last = entry.data[entry.data.length - 1];",
            "        return entry.dataKey.label + ': ' + entry.data.length + ' points, last ' + (last ? Number(last[1]).toFixed(2) : '-');",
            '    });',
            "    self.ctx.$container.find('.series').html(lines.join('<br>'));",
            '};',
            '',
            'self.onResize = function () {};',
            '',
            'self.onDestroy = function () {};',
        ].join('\n'),
        defaultConfig: configOf('New timeseries widget', {
            datasources: functionDatasource(sampleKey('First', '#2196f3'), sampleKey('Second', '#4caf50')),
            timewindow: { realtime: { timewindowMs: 60000 } },
        }),
    },
    rpc: {
        sizeX: 4,
        sizeY: 2,
        templateHtml: '<button class="command" type="button">Send command</button>\n<div class="status"></div>',
        templateCss: '.command {\n    margin: 8px;\n    padding: 8px 16px;\n}\n.status {\n    margin: 0 8px;\n    color: rgba(0, 0, 0, 0.54);\n}',
        controllerScript: [
            'self.onInit = function () {',
            "    self.ctx.$container.find('.command')[0].addEventListener('click', function () {",
            "        self.ctx.$container.find('.status').text('Clicked at ' + new Date().toLocaleTimeString());",
            '    });',
            '};',
            '',
            'self.onResize = function () {};',
            '',
            'self.onDestroy = function () {};',
        ].join('\n'),
        defaultConfig: configOf('New RPC widget', { targetDeviceAliases: [] }),
    },
    alarm: {
        sizeX: 12,
        sizeY: 6,
        templateHtml: '<div class="alarms">No alarms found</div>',
        templateCss: '.alarms {\n    padding: 8px;\n}',
        controllerScript: [
            'self.onInit = function () {};',
            '',
            'self.onDataUpdated = function () {};',
            '',
            'self.onResize = function () {};',
            '',
            'self.onDestroy = function () {};',
        ].join('\n'),
        defaultConfig: configOf('New alarm widget', {
            alarmSource: { type: 'function', name: 'alarms', dataKeys: ['createdTime', 'originator', 'type', 'severity', 'status'].map(name => ({ name, type: 'alarm', label: name, settings: {} })) },
            alarmSearchStatus: 'ANY',
        }),
    },
    static: {
        sizeX: 8,
        sizeY: 4,
        templateHtml: '<div class="static">\n    <h3>Static widget</h3>\n    <p>HTML, CSS and a script, without data.</p>\n</div>',
        templateCss: '.static {\n    padding: 8px;\n}',
        controllerScript: 'self.onInit = function () {};\n\nself.onResize = function () {};\n\nself.onDestroy = function () {};',
        defaultConfig: configOf('New static widget', {}),
    },
};

/** A new type's descriptor: defaultConfig and the schemas are JSON text, as ThingsBoard stores them. */
export function defaultDescriptorOf(kind: WidgetKind): WidgetTypeDescriptor {
    const { defaultConfig, ...template } = KIND_TEMPLATES[kind];
    return {
        type: kind,
        ...template,
        resources: [],
        settingsSchema: EMPTY_SCHEMA,
        dataKeySettingsSchema: EMPTY_SCHEMA,
        defaultConfig: JSON.stringify(defaultConfig, null, 4),
    };
}
