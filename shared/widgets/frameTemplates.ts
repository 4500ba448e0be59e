/**
 * HTML, CSS and controller scripts that some system widget types (bundles/) carry in their descriptor,
 * written for the console's sandboxed widget frame (src/dashboard/runtime/custom): `self.ctx` holds `data`
 * ([{datasource, dataKey, data: [[ts, value]…]}]), `settings`, `width`, `height` and the root element
 * `container`; the lifecycle is `self.onInit`, `self.onDataUpdated`, `self.onResize`, `self.onDestroy`, as in
 * ThingsBoard. The console draws these types natively; the scripts serve as examples in the widget library
 * and as the code a copy of the type starts from.
 */
export interface WidgetTemplate {
    templateHtml: string;
    templateCss: string;
    controllerScript: string;
}

/** Formats a value with the key's units and decimals, as ThingsBoard's cards do. */
const FORMAT_VALUE = `function formatValue(value, dataKey) {
    if (value === undefined || value === null || value === '') return '';
    var decimals = typeof dataKey.decimals === 'number' ? dataKey.decimals : self.ctx.widgetConfig.decimals;
    var number = Number(value);
    var text = String(value);
    if (typeof value === 'number' || (value !== true && value !== false && !isNaN(number))) {
        // Without decimals set, at most two, as a card has room for.
        text = typeof decimals === 'number' ? number.toFixed(decimals) : String(Math.round(number * 100) / 100);
    }
    var units = dataKey.units || self.ctx.widgetConfig.units;
    return units ? text + ' ' + units : text;
}
function latestOf(entry) { return entry.data.length ? entry.data[entry.data.length - 1][1] : undefined; }
function escapeHtml(text) { return String(text).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }`;

export const VALUE_CARD: WidgetTemplate = {
    templateHtml: '<div class="tb-card">\n    <div class="tb-card-label"></div>\n    <div class="tb-card-value"></div>\n</div>',
    templateCss: `.tb-card { height: 100%; display: flex; flex-direction: column; justify-content: center; align-items: center; font-family: Roboto, sans-serif; }
.tb-card-label { font-size: 14px; color: rgba(0,0,0,.54); }
.tb-card-value { font-size: 32px; font-weight: 500; color: rgba(0,0,0,.87); }`,
    controllerScript: `${FORMAT_VALUE}
self.onInit = function () { self.onDataUpdated(); };
self.onDataUpdated = function () {
    var entry = self.ctx.data[0];
    var root = self.ctx.container;
    root.querySelector('.tb-card-label').textContent = entry ? (entry.dataKey.label || entry.dataKey.name) : '';
    root.querySelector('.tb-card-value').textContent = entry ? formatValue(latestOf(entry), entry.dataKey) : '';
};`,
};

export const KEY_VALUE_LIST: WidgetTemplate = {
    templateHtml: '<table class="tb-list"><tbody></tbody></table>',
    templateCss: `.tb-list { width: 100%; border-collapse: collapse; font: 14px Roboto, sans-serif; }
.tb-list td { padding: 6px 8px; border-bottom: 1px solid rgba(0,0,0,.12); }
.tb-list td:last-child { text-align: right; font-weight: 500; }`,
    controllerScript: `${FORMAT_VALUE}
self.onInit = function () { self.onDataUpdated(); };
self.onDataUpdated = function () {
    self.ctx.container.querySelector('tbody').innerHTML = self.ctx.data.map(function (entry) {
        var source = entry.datasource.entityName || entry.datasource.name || '';
        var label = (entry.dataKey.label || entry.dataKey.name) + (self.ctx.datasources.length > 1 && source ? ' (' + source + ')' : '');
        return '<tr><td>' + escapeHtml(label) + '</td><td>' + escapeHtml(formatValue(latestOf(entry), entry.dataKey)) + '</td></tr>';
    }).join('');
};`,
};

export const TIMESERIES_TABLE: WidgetTemplate = {
    templateHtml: '<div class="tb-scroll">\n    <table class="tb-table">\n        <thead></thead>\n        <tbody></tbody>\n    </table>\n</div>',
    templateCss: `.tb-scroll { height: 100%; overflow: auto; }
.tb-table { width: 100%; border-collapse: collapse; font: 13px Roboto, sans-serif; }
.tb-table th { position: sticky; top: 0; background: #fff; text-align: left; color: rgba(0,0,0,.54); font-weight: 500; }
.tb-table th, .tb-table td { padding: 6px 8px; border-bottom: 1px solid rgba(0,0,0,.12); }`,
    controllerScript: `${FORMAT_VALUE}
function pad(n) { return (n < 10 ? '0' : '') + n; }
function timeText(ts) { var d = new Date(ts); return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate()) + ' ' + pad(d.getHours()) + ':' + pad(d.getMinutes()) + ':' + pad(d.getSeconds()); }
self.onInit = function () { self.onDataUpdated(); };
self.onDataUpdated = function () {
    var entries = self.ctx.data;
    var rows = {};
    entries.forEach(function (entry, column) {
        entry.data.forEach(function (point) { (rows[point[0]] = rows[point[0]] || [])[column] = formatValue(point[1], entry.dataKey); });
    });
    var times = Object.keys(rows).map(Number).sort(function (a, b) { return b - a; });
    var root = self.ctx.container;
    root.querySelector('thead').innerHTML = '<tr><th>Timestamp</th>' + entries.map(function (entry) { return '<th>' + escapeHtml(entry.dataKey.label || entry.dataKey.name) + '</th>'; }).join('') + '</tr>';
    root.querySelector('tbody').innerHTML = times.map(function (ts) {
        return '<tr><td>' + timeText(ts) + '</td>' + entries.map(function (_, column) { return '<td>' + escapeHtml(rows[ts][column] || '') + '</td>'; }).join('') + '</tr>';
    }).join('');
};`,
};

/** One SVG chart script for lines and bars; `chartKind` is set by the type's template. */
const chartTemplate = (chartKind: 'line' | 'bar' | 'state'): WidgetTemplate => ({
    templateHtml: '<svg class="tb-chart" xmlns="http://www.w3.org/2000/svg"></svg>\n<div class="tb-legend"></div>',
    templateCss: `.tb-chart { display: block; width: 100%; }
.tb-legend { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; font: 12px Roboto, sans-serif; color: rgba(0,0,0,.7); }
.tb-legend i { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; }`,
    controllerScript: `${FORMAT_VALUE}
var CHART_KIND = '${chartKind}';
var PALETTE = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b', '#9c27b0'];
self.onInit = function () { self.onDataUpdated(); };
self.onResize = function () { self.onDataUpdated(); };
self.onDataUpdated = function () {
    var root = self.ctx.container;
    var svg = root.querySelector('svg');
    var width = Math.max(self.ctx.width, 50), height = Math.max(self.ctx.height - 24, 40);
    svg.setAttribute('width', width); svg.setAttribute('height', height);
    var points = [];
    self.ctx.data.forEach(function (entry) { entry.data.forEach(function (p) { if (!isNaN(Number(p[1]))) points.push(p); }); });
    if (!points.length) { svg.innerHTML = ''; root.querySelector('.tb-legend').innerHTML = ''; return; }
    var minT = Math.min.apply(null, points.map(function (p) { return p[0]; })), maxT = Math.max.apply(null, points.map(function (p) { return p[0]; }));
    var minV = Math.min(0, Math.min.apply(null, points.map(function (p) { return Number(p[1]); }))), maxV = Math.max.apply(null, points.map(function (p) { return Number(p[1]); }));
    if (maxV === minV) maxV = minV + 1;
    var x = function (t) { return 8 + (maxT === minT ? 0.5 : (t - minT) / (maxT - minT)) * (width - 16); };
    var y = function (v) { return 8 + (1 - (v - minV) / (maxV - minV)) * (height - 16); };
    var shapes = '<line x1="8" x2="' + (width - 8) + '" y1="' + y(0) + '" y2="' + y(0) + '" stroke="rgba(0,0,0,.2)"/>';
    self.ctx.data.forEach(function (entry, index) {
        var color = entry.dataKey.color || PALETTE[index % PALETTE.length];
        var series = entry.data.filter(function (p) { return !isNaN(Number(p[1])); });
        if (CHART_KIND === 'bar') {
            var barWidth = Math.max(2, (width - 16) / Math.max(series.length, 1) / Math.max(self.ctx.data.length, 1) - 1);
            series.forEach(function (p) {
                var top = Math.min(y(Number(p[1])), y(0));
                shapes += '<rect x="' + (x(p[0]) - barWidth / 2 + index * barWidth) + '" y="' + top + '" width="' + barWidth + '" height="' + Math.abs(y(Number(p[1])) - y(0)) + '" fill="' + color + '"/>';
            });
        } else {
            var path = series.map(function (p, i) {
                var step = CHART_KIND === 'state' && i > 0 ? 'H' + x(p[0]) + ' ' : '';
                return (i ? step + 'L' : 'M') + x(p[0]) + ' ' + y(Number(p[1]));
            }).join(' ');
            shapes += '<path d="' + path + '" fill="none" stroke="' + color + '" stroke-width="2"/>';
        }
    });
    svg.innerHTML = shapes;
    root.querySelector('.tb-legend').innerHTML = self.ctx.data.map(function (entry, index) {
        var color = entry.dataKey.color || PALETTE[index % PALETTE.length];
        return '<span><i style="background:' + color + '"></i>' + escapeHtml(entry.dataKey.label || entry.dataKey.name) + '</span>';
    }).join('');
};`,
});

export const LINE_CHART = chartTemplate('line');
export const BAR_CHART = chartTemplate('bar');
export const STATE_CHART = chartTemplate('state');

/** ThingsBoard's HTML card: the settings' cardHtml and cardCss, static. */
export const HTML_CARD: WidgetTemplate = {
    templateHtml: '<div class="tb-html-card"></div>',
    templateCss: '.tb-html-card { height: 100%; overflow: auto; font-family: Roboto, sans-serif; }',
    controllerScript: `self.onInit = function () {
    var root = self.ctx.container;
    var style = document.createElement('style');
    style.textContent = self.ctx.settings.cardCss || '';
    document.head.appendChild(style);
    root.querySelector('.tb-html-card').innerHTML = self.ctx.settings.cardHtml || '';
};`,
};

/** The HTML value card: cardHtml with \${key label} placeholders replaced by latest values. */
export const HTML_VALUE_CARD: WidgetTemplate = {
    templateHtml: '<div class="tb-html-card"></div>',
    templateCss: '.tb-html-card { height: 100%; overflow: auto; font-family: Roboto, sans-serif; }',
    controllerScript: `${FORMAT_VALUE}
self.onInit = function () { self.onDataUpdated(); };
self.onDataUpdated = function () {
    var html = self.ctx.settings.cardHtml || '';
    self.ctx.data.forEach(function (entry) {
        var text = escapeHtml(formatValue(latestOf(entry), entry.dataKey));
        html = html.split('\${' + (entry.dataKey.label || entry.dataKey.name) + '}').join(text);
    });
    self.ctx.container.querySelector('.tb-html-card').innerHTML = html;
};`,
};
