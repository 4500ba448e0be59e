import { HTML_CARD, HTML_VALUE_CARD, KEY_VALUE_LIST, TIMESERIES_TABLE, VALUE_CARD } from '../frameTemplates';
import { card, flag, functionDatasource, integer, randomKey, REALTIME_MINUTE, settingsDefaults, settingsForm, text, type WidgetBundleManifest } from '../manifest';

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
});
const TIMESERIES_TABLE_SETTINGS = settingsForm({
    enableSearch: flag('Enable search', true),
    enableStickyHeader: flag('Always display header', true),
    showTimestamp: flag('Display timestamp column', true),
    showMilliseconds: flag('Display timestamp milliseconds', false),
    useEntityLabel: flag('Use entity label in tab name', false),
    hideEmptyLines: flag('Hide empty lines', false),
    ...TABLE_PAGING,
});
const HTML_SETTINGS = settingsForm({ cardHtml: text('HTML'), cardCss: text('CSS') }, [{ key: 'cardHtml', type: 'html' }, { key: 'cardCss', type: 'css' }]);
const MARKDOWN_SETTINGS = settingsForm(
    { markdownTextPattern: text('Markdown/HTML pattern'), markdownCss: text('Markdown/HTML CSS') },
    [{ key: 'markdownTextPattern', type: 'markdown' }, { key: 'markdownCss', type: 'css' }],
);

export const bundle: WidgetBundleManifest = {
    alias: 'cards',
    title: 'Cards',
    types: [
        { typeAlias: 'simple_card', name: 'Simple card', kind: 'latest', sizeX: 5, sizeY: 3, template: VALUE_CARD, defaultConfig: card('Simple card', functionDatasource(randomKey('Temp', '#2196f3'))) },
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
    ],
};
