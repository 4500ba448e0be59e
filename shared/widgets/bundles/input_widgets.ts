import { card, choice, flag, integer, number, settingsDefaults, settingsForm, text, type WidgetBundleManifest, type WidgetTypeManifest } from '../manifest';
import { mapSettings } from './maps_v2';

const MULTIPLE_ATTRIBUTES_SETTINGS = settingsForm({
    widgetTitle: text('Widget title'),
    showActionButtons: flag('Show action buttons', true),
    updateAllValues: flag('Update all values, not only the changed ones', false),
    saveButtonLabel: text('Save button label'),
    resetButtonLabel: text('Undo button label'),
    showResultMessage: flag('Show result message', true),
    fieldsAlignment: choice('Fields alignment', ['row', 'column'], 'row'),
    fieldsInRow: integer('Fields in a row', 2, 1),
});
const INPUT_COMMON = {
    widgetTitle: text('Widget title'),
    showLabel: flag('Show label', true),
    labelValue: text('Label'),
    requiredErrorMessage: text("'Required' error message"),
};
const INPUT_END = {
    isRequired: flag('Value is required', true),
    showResultMessage: flag('Show result message', true),
};
/** The single-value updaters' settings by the type of value they write. */
const INPUT_SETTINGS = {
    integer: settingsForm({ ...INPUT_COMMON, minValue: integer('Minimum value'), maxValue: integer('Maximum value'), ...INPUT_END }),
    double: settingsForm({ ...INPUT_COMMON, minValue: number('Minimum value'), maxValue: number('Maximum value'), ...INPUT_END }),
    string: settingsForm({ ...INPUT_COMMON, minLength: { title: 'Minimum length', type: 'integer', minimum: 0 }, maxLength: { title: 'Maximum length', type: 'integer', minimum: 1 }, ...INPUT_END }),
    boolean: settingsForm({ widgetTitle: INPUT_COMMON.widgetTitle, trueValue: text("Label of 'true'"), falseValue: text("Label of 'false'"), showResultMessage: INPUT_END.showResultMessage }),
};
const INPUT_VALUE_TYPES = ['integer', 'double', 'string', 'boolean'] as const;
const inputType = (typeAlias: string, name: string, valueType: keyof typeof INPUT_SETTINGS): WidgetTypeManifest => ({
    typeAlias, name, kind: 'latest', sizeX: 7.5, sizeY: 3, settingsSchema: INPUT_SETTINGS[valueType],
    defaultConfig: card(name, [], settingsDefaults(INPUT_SETTINGS[valueType])),
});

const RESULT = { showResultMessage: flag('Show result message', true) };
const DATE_SETTINGS = settingsForm({
    widgetTitle: text('Widget title'), showLabel: flag('Show label', true), showTimeInput: flag('Show time input', true),
    inputFieldsAlignment: choice('Fields alignment', ['row', 'column'], 'column'), requiredErrorMessage: text("'Required' error message"),
    isRequired: flag('Value is required', true), ...RESULT,
});
const IMAGE_SETTINGS = settingsForm({
    widgetTitle: text('Widget title'), ...RESULT, displayPreview: flag('Display preview', true), displayClearButton: flag('Display clear button', false),
    displayApplyButton: flag('Display apply button', true), displayDiscardButton: flag('Display discard button', true),
});
const locationSettings = (attribute: boolean) => settingsForm({
    widgetTitle: text('Widget title'), latKeyName: text('Latitude key name', 'latitude'), lngKeyName: text('Longitude key name', 'longitude'),
    showLabel: flag('Show label', true), latLabel: text('Latitude label'), lngLabel: text('Longitude label'), requiredErrorMessage: text("'Required' error message"),
    ...RESULT, enableHighAccuracy: flag('Use high accuracy for the current location', false), showGetLocation: flag("Show 'Get my location' button", true),
    inputFieldsAlignment: choice('Fields alignment', ['row', 'column'], 'row'),
    ...(attribute ? { isLatRequired: flag('Latitude is required', true), isLngRequired: flag('Longitude is required', true) } : {}),
});
const JSON_SETTINGS = settingsForm({
    widgetTitle: text('Widget title'), widgetMode: choice('Widget mode', ['ATTRIBUTE', 'TIME_SERIES'], 'ATTRIBUTE'),
    attributeScope: choice('Attribute scope', ['SERVER_SCOPE', 'SHARED_SCOPE'], 'SERVER_SCOPE'), showLabel: flag('Show label', true), labelValue: text('Label'),
    attributeRequired: flag('Value is required', true), ...RESULT,
});
const CLAIMING_SETTINGS = settingsForm({
    widgetTitle: text('Widget title'), deviceSecret: flag('Ask for the secret key', false), showLabel: flag('Show labels', true), deviceLabel: text('Device name label'),
    requiredErrorDevice: text("'Device name required' message"), secretKeyLabel: text('Secret key label'), requiredErrorSecretKey: text("'Secret key required' message"),
    labelClaimButon: text('Claim button label'), successfulClaimDevice: text("'Device claimed' message"), deviceNotFound: text("'Device not found' message"),
    failedClaimDevice: text("'Claiming failed' message"),
});
/** An input of the entity of its datasource (an alias chosen when it is added to a dashboard). */
const keyInput = (typeAlias: string, name: string, sizeY: number, settings: ReturnType<typeof settingsForm>): WidgetTypeManifest => ({
    typeAlias, name, kind: 'latest', sizeX: 7.5, sizeY, settingsSchema: settings,
    defaultConfig: card(name, [], settingsDefaults(settings)),
});

/** The markers placement maps: a map whose markers the user drags, and places by a click. */
const markersPlacement = (typeAlias: string, name: string, provider: 'openstreet-map' | 'google-map' | 'image-map', sizeY: number): WidgetTypeManifest => {
    const settings = mapSettings(provider, { draggableMarker: flag('Draggable marker', true) });
    const keys = provider === 'image-map' ? ['xPos', 'yPos'] : ['latitude', 'longitude'];
    return {
        typeAlias, name, kind: 'latest', sizeX: 8.5, sizeY, settingsSchema: settings,
        defaultConfig: card(name, [{ type: 'function', name: 'First point', dataKeys: keys.map((key, index) => ({ name: 'f(x)', type: 'function', label: key, color: '#2196f3', settings: {}, funcBody: `return ${[[37.7749, -122.4194], [0.3, 0.4]][provider === 'image-map' ? 1 : 0]![index]};` })) }], {
            ...settingsDefaults(settings), defaultZoomLevel: 13, draggableMarker: true,
        }),
    };
};

export const bundle: WidgetBundleManifest = {
    alias: 'input_widgets',
    title: 'Input widgets',
    types: [
        {
            typeAlias: 'update_multiple_attributes', name: 'Update Multiple Attributes', kind: 'latest', sizeX: 7.5, sizeY: 3, settingsSchema: MULTIPLE_ATTRIBUTES_SETTINGS,
            defaultConfig: card('Update Multiple Attributes', [], settingsDefaults(MULTIPLE_ATTRIBUTES_SETTINGS)),
        },
        ...(['server', 'shared'] as const).flatMap(scope => INPUT_VALUE_TYPES.map(valueType => inputType(`update_${scope}_${valueType}_attribute`, `Update ${scope} ${valueType} attribute`, valueType))),
        ...INPUT_VALUE_TYPES.map(valueType => inputType(`update_${valueType}_timeseries`, `Update ${valueType} timeseries`, valueType)),
        ...(['server', 'shared'] as const).flatMap(scope => [
            keyInput(`update_${scope}_image_attribute`, `Update ${scope} image attribute`, 3.5, IMAGE_SETTINGS),
            keyInput(`update_${scope}_date_attribute`, `Update ${scope} date attribute`, 3.5, DATE_SETTINGS),
            keyInput(`update_${scope}_location_attribute`, `Update ${scope} location attribute`, 3, locationSettings(true)),
        ]),
        keyInput('update_location_timeseries', 'Update location timeseries', 3, locationSettings(false)),
        keyInput('update_json_attribute', 'Update JSON attribute', 3, JSON_SETTINGS),
        keyInput('web_camera_input', 'Photo camera input', 3, settingsForm({
            widgetTitle: text('Widget title'), imageFormat: choice('Image format', ['image/jpeg', 'image/png', 'image/webp'], 'image/png'),
            imageQuality: number('Image quality (0 - 1)', 0.92), maxWidth: integer('Maximum width (px)', 640, 1), maxHeight: integer('Maximum height (px)', 480, 1),
        })),
        { typeAlias: 'device_claiming_widget', name: 'Device claiming widget', kind: 'static', sizeX: 7.5, sizeY: 4.5, settingsSchema: CLAIMING_SETTINGS, defaultConfig: card('Device claiming widget', [], settingsDefaults(CLAIMING_SETTINGS)) },
        markersPlacement('markers_placement_openstreetmap', 'Markers Placement - OpenStreetMap', 'openstreet-map', 6.5),
        markersPlacement('markers_placement_image_map', 'Markers Placement - Image Map', 'image-map', 6.5),
        markersPlacement('markers_placement_google_maps', 'Markers Placement - Google Maps', 'google-map', 6),
    ],
};
