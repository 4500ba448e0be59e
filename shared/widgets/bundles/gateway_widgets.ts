import { card, flag, settingsDefaults, settingsForm, text, type WidgetBundleManifest } from '../manifest';

const GATEWAY_CONFIGURATION_SETTINGS = settingsForm({
    widgetTitle: text('Widget title', 'Gateway Configuration'),
    archiveFileName: text('Default archive file name', 'gatewayConfiguration'),
    gatewayType: text('Device type for new gateway', 'Gateway'),
    successfulSave: text('Text message about successfully saved gateway configuration', ''),
    gatewayNameExists: text('Text message when device with entered name is already exists', ''),
});
const GATEWAY_EVENTS_SETTINGS = settingsForm({
    eventsTitle: text('Gateway events form title', 'Gateway Events Form'),
    eventsReg: { title: 'Events filter', type: 'array', items: { title: 'Event key contains', type: 'string' } },
});
const GATEWAY_FORM_SETTINGS = settingsForm({
    gatewayTitle: text('Gateway form', 'Gateway configuration (Single device)'),
    readOnly: flag('Read only', false),
});
/** The gateway of the dashboard state (ThingsBoard's Gateways dashboard opens one state per gateway). */
const stateGateway = [{ type: 'entity', dataKeys: [] }];

export const bundle: WidgetBundleManifest = {
    alias: 'gateway_widgets',
    title: 'Gateway widgets',
    types: [
        {
            typeAlias: 'gateway_configuration', name: 'Gateway Configuration', kind: 'static', sizeX: 8, sizeY: 6.5, settingsSchema: GATEWAY_CONFIGURATION_SETTINGS,
            defaultConfig: card('Gateway Configuration', [], settingsDefaults(GATEWAY_CONFIGURATION_SETTINGS)),
        },
        {
            typeAlias: 'attributes_card', name: 'Gateway events', kind: 'latest', sizeX: 7.5, sizeY: 8, settingsSchema: GATEWAY_EVENTS_SETTINGS,
            defaultConfig: card('Gateway events', stateGateway, { ...settingsDefaults(GATEWAY_EVENTS_SETTINGS), eventsReg: ['EventsProduced', 'EventsSent'] }),
        },
        {
            typeAlias: 'config_form_latest', name: 'Gateway configuration (Single device)', kind: 'latest', sizeX: 7.5, sizeY: 9, settingsSchema: GATEWAY_FORM_SETTINGS,
            defaultConfig: card('Gateway configuration (Single device)', stateGateway, settingsDefaults(GATEWAY_FORM_SETTINGS)),
        },
    ],
};
