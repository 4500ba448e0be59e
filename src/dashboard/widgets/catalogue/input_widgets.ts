import { INPUT_VARIANTS } from '../inputs/inputVariants';
import { mapLoadersOf } from './mapLoaders';
import type { BundleCatalogue, WidgetLoader } from './types';

const attributeInput = (key: string): WidgetLoader => () => import('../inputs/AttributeInput').then(module => module.attributeInputWidget(INPUT_VARIANTS[key]!));

export const loaders: BundleCatalogue = {
    ...Object.fromEntries(Object.keys(INPUT_VARIANTS).map(key => [key.slice('input_widgets.'.length), attributeInput(key)])),
    ...mapLoadersOf('input_widgets'),
    update_multiple_attributes: () => import('../inputs/MultipleAttributesInput').then(module => module.MultipleAttributesInput),
};
