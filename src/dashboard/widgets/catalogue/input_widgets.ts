import { INPUT_VARIANTS } from '../inputs/inputVariants';
import { mapLoadersOf } from './mapLoaders';
import type { BundleCatalogue, WidgetLoader } from './types';

const attributeInput = (key: string): WidgetLoader => () => import('../inputs/AttributeInput').then(module => module.attributeInputWidget(INPUT_VARIANTS[key]!));
const SCOPES = { server: 'SERVER_SCOPE', shared: 'SHARED_SCOPE' } as const;

export const loaders: BundleCatalogue = {
    ...Object.fromEntries(Object.keys(INPUT_VARIANTS).map(key => [key.slice('input_widgets.'.length), attributeInput(key)])),
    ...mapLoadersOf('input_widgets'),
    ...Object.fromEntries(
        Object.entries(SCOPES).flatMap(([name, scope]) => [
            [`update_${name}_date_attribute`, () => import('../inputs/DateAttributeInput').then(module => module.dateAttributeInput(scope))],
            [`update_${name}_image_attribute`, () => import('../inputs/ImageAttributeInput').then(module => module.imageAttributeInput(scope))],
            [`update_${name}_location_attribute`, () => import('../inputs/LocationInput').then(module => module.locationInput(scope))],
        ]),
    ),
    update_location_timeseries: () => import('../inputs/LocationInput').then(module => module.locationInput('TIMESERIES')),
    update_json_attribute: () => import('../inputs/JsonAttributeInput').then(module => module.JsonAttributeInput),
    web_camera_input: () => import('../inputs/WebCameraInput').then(module => module.WebCameraInput),
    device_claiming_widget: () => import('../inputs/DeviceClaimingWidget').then(module => module.DeviceClaimingWidget),
    update_multiple_attributes: () => import('../inputs/MultipleAttributesInput').then(module => module.MultipleAttributesInput),
};
