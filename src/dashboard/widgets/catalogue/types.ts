import type { ComponentType } from 'react';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';

export type WidgetComponent = ComponentType<WidgetComponentProps>;
export type WidgetLoader = () => Promise<WidgetComponent>;

/** One bundle's native widgets by type alias; each loader imports its widget's module on first use. */
export type BundleCatalogue = Readonly<Record<string, WidgetLoader>>;
