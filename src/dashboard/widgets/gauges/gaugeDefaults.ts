import { bundle as analogueGauges } from '../../../../shared/widgets/bundles/analogue_gauges';
import { bundle as digitalGauges } from '../../../../shared/widgets/bundles/digital_gauges';

/** A gauge type's own look: the settings and panel of its default configuration. */
export interface GaugeTypeDefaults {
    settings: Readonly<Record<string, unknown>>;
    face?: { background: string; color: string };
}

const BY_KEY = new Map<string, GaugeTypeDefaults>(
    [analogueGauges, digitalGauges].flatMap(bundle =>
        bundle.types.map(type => {
            const config = type.defaultConfig as { settings?: Record<string, unknown>; backgroundColor?: string; color?: string };
            const face = config.backgroundColor && config.color ? { background: config.backgroundColor, color: config.color } : undefined;
            return [`${bundle.alias}.${type.typeAlias}`, { settings: config.settings ?? {}, face }] as const;
        }),
    ),
);

/**
 * The defaults a gauge widget falls back to for settings it leaves out (a dashboard written by hand,
 * or by an older console): those the type's manifest starts a new widget with. None for unknown keys.
 */
export const gaugeTypeDefaults = (key: string): GaugeTypeDefaults => BY_KEY.get(key) ?? { settings: {} };
