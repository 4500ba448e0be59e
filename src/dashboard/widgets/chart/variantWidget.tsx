import { memo, type ComponentType } from 'react';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import type { WidgetComponent } from '../catalogue';

/**
 * A chart that draws several variants (a style, a kind) as one widget component per variant, made
 * once and kept, so React keeps each widget mounted between renders.
 */
export function variantWidget<Variant extends string, Prop extends string>(
    Chart: ComponentType<WidgetComponentProps & Record<Prop, Variant>>,
    prop: Prop,
): (variant: Variant) => WidgetComponent {
    const made = new Map<Variant, WidgetComponent>();
    return variant => {
        let component = made.get(variant);
        if (!component) {
            const variantProps = { [prop]: variant } as Record<Prop, Variant>;
            const Variant = memo((props: WidgetComponentProps) => <Chart {...props} {...variantProps} />);
            Variant.displayName = `${Chart.displayName ?? Chart.name}(${variant})`;
            component = Variant;
            made.set(variant, component);
        }
        return component;
    };
}
