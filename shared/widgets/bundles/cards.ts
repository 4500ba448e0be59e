import { HTML_CARD, HTML_VALUE_CARD, KEY_VALUE_LIST, TIMESERIES_TABLE, VALUE_CARD } from '../frameTemplates';
import { card, choice, flag, functionDatasource, integer, randomKey, REALTIME_MINUTE, settingsDefaults, settingsForm, text, type WidgetBundleManifest } from '../manifest';

/** Options ThingsBoard's tables share: column chooser, sticky actions, a row style function. */
export const TABLE_EXTRAS = {
    enableSelectColumnDisplay: flag('Enable select columns to display', true),
    enableStickyAction: flag('Always display actions column', false),
    reserveSpaceForHiddenAction: text('Hidden cell button actions display mode', 'true'),
    useRowStyleFunction: flag('Use row style function', false),
    rowStyleFunction: text('Row style function: f(entity, ctx)'),
};
const TABLE_PAGING = { displayPagination: flag('Display pagination', true), defaultPageSize: integer('Default page size', 10, 1) };

/** The entities table's settings; the entity admin tables (entity_admin_widgets) offer the same. */
export const ENTITIES_TABLE_SETTINGS = settingsForm({
    entitiesTitle: text('Entities table title'),
    enableSearch: flag('Enable entities search', true),
    enableStickyHeader: flag('Always display header', true),
    displayEntityName: flag('Display entity name column', true),
    entityNameColumnTitle: text('Entity name column title'),
    displayEntityLabel: flag('Display entity label column', false),
    entityLabelColumnTitle: text('Entity label column title'),
    displayEntityType: flag('Display entity type column', false),
    ...TABLE_PAGING,
    defaultSortOrder: text('Default sort order', 'entityName'),
    ...TABLE_EXTRAS,
});
const TIMESERIES_TABLE_SETTINGS = settingsForm({
    enableSearch: flag('Enable search', true),
    enableStickyHeader: flag('Always display header', true),
    showTimestamp: flag('Display timestamp column', true),
    showMilliseconds: flag('Display timestamp milliseconds', false),
    useEntityLabel: flag('Use entity label in tab name', false),
    hideEmptyLines: flag('Hide empty lines', false),
    disableStickyHeader: flag('Disable sticky header', false),
    ...TABLE_PAGING,
    enableStickyAction: TABLE_EXTRAS.enableStickyAction,
    reserveSpaceForHiddenAction: TABLE_EXTRAS.reserveSpaceForHiddenAction,
    useRowStyleFunction: TABLE_EXTRAS.useRowStyleFunction,
    rowStyleFunction: TABLE_EXTRAS.rowStyleFunction,
});
const HTML_SETTINGS = settingsForm({ cardHtml: text('HTML'), cardCss: text('CSS') }, [{ key: 'cardHtml', type: 'html' }, { key: 'cardCss', type: 'css' }]);
const MARKDOWN_SETTINGS = settingsForm(
    {
        markdownTextPattern: text('Markdown/HTML pattern'),
        markdownCss: text('Markdown/HTML CSS'),
        useMarkdownTextFunction: flag('Use markdown/HTML value function', false),
        markdownTextFunction: text('Markdown/HTML value function: f(data)'),
    },
    [{ key: 'markdownTextPattern', type: 'markdown' }, { key: 'markdownCss', type: 'css' }, 'useMarkdownTextFunction', { key: 'markdownTextFunction', type: 'javascript' }],
);
const SIMPLE_CARD_SETTINGS = settingsForm({ labelPosition: choice('Label position', ['left', 'top'], 'left') });
const QR_CODE_SETTINGS = settingsForm({
    qrCodeTextPattern: text('QR code text pattern (for example ${entityName} | ${keyName})', '${entityName}'),
    useQrCodeTextFunction: flag('Use QR code text function', false),
    qrCodeTextFunction: text('QR code text function: f(data)', "return data[0] ? data[0]['entityName'] : '';"),
});
const FONT = {
    type: 'object',
    properties: {
        family: text('Font family', 'Roboto'), size: integer('Size', 6, 1), style: choice('Style', ['normal', 'italic', 'oblique'], 'normal'),
        weight: choice('Weight', ['normal', 'bold', 'bolder', 'lighter', '100', '200', '300', '400', '500', '600', '700', '800', '900'], '500'), color: text('Color'),
    },
};
const LABEL_WIDGET_SETTINGS = settingsForm({
    backgroundImageUrl: text('Background image'),
    labels: {
        title: 'Labels', type: 'array',
        items: { type: 'object', properties: { pattern: text('Pattern ( for ex. \'Text ${keyName} units.\' )', '${#0}'), x: integer('X (Percentage relative to background)', 50), y: integer('Y (Percentage relative to background)', 50), backgroundColor: text('Background color', 'rgba(0,0,0,0)'), font: FONT } },
    },
});
const HIERARCHY_FUNCTION = (title: string) => text(title);
const ENTITIES_HIERARCHY_SETTINGS = settingsForm({
    nodeRelationQueryFunction: HIERARCHY_FUNCTION('Node relations query function: f(nodeCtx)'),
    nodeHasChildrenFunction: HIERARCHY_FUNCTION('Node has children function: f(nodeCtx)'),
    nodeOpenedFunction: HIERARCHY_FUNCTION('Default node opened function: f(nodeCtx)'),
    nodeDisabledFunction: HIERARCHY_FUNCTION('Node disabled function: f(nodeCtx)'),
    nodeIconFunction: HIERARCHY_FUNCTION('Node icon function: f(nodeCtx)'),
    nodeTextFunction: HIERARCHY_FUNCTION('Node text function: f(nodeCtx)'),
    nodesSortFunction: HIERARCHY_FUNCTION('Nodes sort function: f(nodeCtx1, nodeCtx2)'),
});
const DASHBOARD_STATE_SETTINGS = settingsForm({
    stateId: text('Dashboard state id'),
    defaultAutofillLayout: flag('Autofill state layout height by default', true),
    defaultMargin: integer('Default widgets margin', 0, 0),
    defaultBackgroundColor: text('Default background color', '#fff'),
    syncParentStateParams: flag('Sync state params with parent dashboard', true),
});
/** Our own drawing of a room plan, the label widget's default background (no image to fetch). */
const ROOM_PLAN = `data:image/svg+xml;utf8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect x="10" y="10" width="380" height="280" fill="#f5f7fa" stroke="#90a4ae" stroke-width="4"/><path d="M200 10v120M200 180v110M10 150h120M170 150h50M260 150h130" stroke="#90a4ae" stroke-width="4" fill="none"/></svg>',
)}`;

export const bundle: WidgetBundleManifest = {
    alias: 'cards',
    title: 'Cards',
    types: [
        {
            typeAlias: 'simple_card', name: 'Simple card', kind: 'latest', sizeX: 5, sizeY: 3, template: VALUE_CARD, settingsSchema: SIMPLE_CARD_SETTINGS,
            defaultConfig: card('Simple card', functionDatasource(randomKey('Temp', '#2196f3')), settingsDefaults(SIMPLE_CARD_SETTINGS)),
        },
        // Not one of ThingsBoard's types: the demo tenant's thermostat dashboard names it.
        { typeAlias: 'label_value_card', name: 'Label value card', kind: 'latest', sizeX: 5, sizeY: 3, template: VALUE_CARD, defaultConfig: card('Label value card', functionDatasource(randomKey('Humidity', '#4caf50'))) },
        { typeAlias: 'attributes_card', name: 'Attributes card', kind: 'latest', sizeX: 7.5, sizeY: 3, template: KEY_VALUE_LIST, defaultConfig: card('Attributes card', functionDatasource(randomKey('First', '#2196f3'), randomKey('Second', '#4caf50'))) },
        {
            typeAlias: 'entities_table', name: 'Entities table', kind: 'latest', sizeX: 7.5, sizeY: 6.5, settingsSchema: ENTITIES_TABLE_SETTINGS,
            defaultConfig: card('Entities table', functionDatasource(randomKey('Temperature', '#2196f3'), randomKey('Humidity', '#4caf50')), settingsDefaults(ENTITIES_TABLE_SETTINGS)),
        },
        {
            typeAlias: 'timeseries_table', name: 'Timeseries table', kind: 'timeseries', sizeX: 8, sizeY: 6.5, template: TIMESERIES_TABLE, settingsSchema: TIMESERIES_TABLE_SETTINGS,
            defaultConfig: { ...card('Timeseries table', functionDatasource(randomKey('Temp', '#2196f3')), settingsDefaults(TIMESERIES_TABLE_SETTINGS)), timewindow: REALTIME_MINUTE },
        },
        {
            typeAlias: 'html_card', name: 'HTML Card', kind: 'static', sizeX: 7.5, sizeY: 3, template: HTML_CARD, settingsSchema: HTML_SETTINGS,
            defaultConfig: card('HTML Card', [], { cardHtml: '<div class="card"><b>HTML code</b> here!</div>', cardCss: '.card { font-size: 16px; }' }),
        },
        {
            typeAlias: 'html_value_card', name: 'HTML Value Card', kind: 'latest', sizeX: 7.5, sizeY: 3, template: HTML_VALUE_CARD, settingsSchema: HTML_SETTINGS,
            defaultConfig: card('HTML Value Card', functionDatasource(randomKey('Random', '#2196f3')), { cardHtml: '<div>Value: ${Random}</div>' }),
        },
        {
            typeAlias: 'markdown_card', name: 'Markdown/HTML Card', kind: 'latest', sizeX: 5, sizeY: 3.5, settingsSchema: MARKDOWN_SETTINGS,
            defaultConfig: card('Markdown/HTML Card', functionDatasource(randomKey('Random', '#2196f3')), {
                markdownTextPattern: '### Markdown/HTML card\n - **Current entity**: ${entityName}.\n - **Current value**: ${Random:1}.',
                markdownCss: '',
            }),
        },
        {
            typeAlias: 'label_widget', name: 'Label widget', kind: 'latest', sizeX: 4.5, sizeY: 5, settingsSchema: LABEL_WIDGET_SETTINGS,
            defaultConfig: card('Label widget', functionDatasource(randomKey('Temperature', '#2196f3'), randomKey('Humidity', '#4caf50')), {
                backgroundImageUrl: ROOM_PLAN,
                labels: [
                    { pattern: 'Temperature: ${Temperature:1} °C', x: 8, y: 20, backgroundColor: 'rgba(255,255,255,0.85)', font: { family: 'Roboto', size: 12, style: 'normal', weight: '500', color: '#1565c0' } },
                    { pattern: 'Humidity: ${Humidity:0} %', x: 45, y: 70, backgroundColor: 'rgba(255,255,255,0.85)', font: { family: 'Roboto', size: 12, style: 'normal', weight: '500', color: '#2e7d32' } },
                ],
            }),
        },
        {
            typeAlias: 'entities_hierarchy', name: 'Entities hierarchy', kind: 'latest', sizeX: 7.5, sizeY: 3.5, settingsSchema: ENTITIES_HIERARCHY_SETTINGS,
            defaultConfig: card('Entities hierarchy', functionDatasource(randomKey('Random', '#2196f3')), {}),
        },
        {
            typeAlias: 'qr_code', name: 'QR Code', kind: 'latest', sizeX: 4, sizeY: 3.5, settingsSchema: QR_CODE_SETTINGS,
            defaultConfig: card('QR Code', functionDatasource(randomKey('Random', '#2196f3')), settingsDefaults(QR_CODE_SETTINGS)),
        },
        {
            typeAlias: 'dashboard_state_widget', name: 'Dashboard state widget', kind: 'static', sizeX: 7.5, sizeY: 3, settingsSchema: DASHBOARD_STATE_SETTINGS,
            defaultConfig: { ...card('Dashboard state widget', [], settingsDefaults(DASHBOARD_STATE_SETTINGS)), showTitle: false },
        },
    ],
};
