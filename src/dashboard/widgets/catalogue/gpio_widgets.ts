import type { BundleCatalogue, WidgetLoader } from './types';

const control: WidgetLoader = () => import('../gpio/GpioControl').then(module => module.GpioControl);
const panel: WidgetLoader = () => import('../gpio/GpioLedPanel').then(module => module.GpioLedPanel);

/** The basic and Raspberry Pi variants differ in their default pin lists only (shared/widgets/bundles/gpio_widgets.ts). */
export const loaders: BundleCatalogue = {
    basic_gpio_control: control,
    gpio_panel: panel,
    raspberry_pi_gpio_panel: panel,
    raspberry_pi_gpio_control: control,
};
