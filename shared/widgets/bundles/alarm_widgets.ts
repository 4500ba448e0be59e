import { card, flag, integer, settingsDefaults, settingsForm, text, type WidgetBundleManifest } from '../manifest';

const ALARMS_TABLE_SETTINGS = settingsForm({
    alarmsTitle: text('Alarms table title'),
    enableSearch: flag('Enable alarms search', true),
    displayPagination: flag('Display pagination', true),
    defaultPageSize: integer('Default page size', 10, 1),
    allowAcknowledgment: flag('Allow alarms acknowledgment', true),
    allowClear: flag('Allow alarms clear', true),
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
