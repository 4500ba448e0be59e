import { card, flag, integer, settingsDefaults, settingsForm, text, type WidgetBundleManifest } from '../manifest';
import { TABLE_EXTRAS } from './cards';

const ALARMS_TABLE_SETTINGS = settingsForm({
    alarmsTitle: text('Alarms table title'),
    enableSelection: flag('Enable alarms selection', true),
    enableSearch: flag('Enable alarms search', true),
    enableSelectColumnDisplay: TABLE_EXTRAS.enableSelectColumnDisplay,
    enableFilter: flag('Enable alarm filter', true),
    enableStickyHeader: flag('Always display header', true),
    enableStickyAction: TABLE_EXTRAS.enableStickyAction,
    reserveSpaceForHiddenAction: TABLE_EXTRAS.reserveSpaceForHiddenAction,
    displayDetails: flag('Display alarm details', true),
    allowAcknowledgment: flag('Allow alarms acknowledgment', true),
    allowClear: flag('Allow alarms clear', true),
    displayPagination: flag('Display pagination', true),
    defaultPageSize: integer('Default page size', 10, 1),
    defaultSortOrder: text('Default sort order', '-createdTime'),
    useRowStyleFunction: TABLE_EXTRAS.useRowStyleFunction,
    rowStyleFunction: TABLE_EXTRAS.rowStyleFunction,
});
const ALARM_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'].map(name => ({ name, type: 'alarm', label: name, settings: {} }));

export const bundle: WidgetBundleManifest = {
    alias: 'alarm_widgets',
    title: 'Alarm widgets',
    types: [
        {
            typeAlias: 'alarms_table', name: 'Alarms table', kind: 'alarm', sizeX: 10.5, sizeY: 6.5, settingsSchema: ALARMS_TABLE_SETTINGS,
            defaultConfig: {
                ...card('Alarms', [], settingsDefaults(ALARMS_TABLE_SETTINGS)),
                alarmSource: { type: 'function', name: 'alarms', dataKeys: ALARM_KEYS },
                alarmSearchStatus: 'ANY',
            },
        },
    ],
};
