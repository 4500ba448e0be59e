import { nativeWidgetLoader } from '../../dashboard/widgets/catalogue';

interface SavedLayout {
    widgets?: Record<string, unknown>;
}
interface SavedConfiguration {
    widgets?: Record<string, { bundleAlias?: unknown; typeAlias?: unknown }>;
    states?: Record<string, { root?: boolean; layouts?: Record<string, SavedLayout | undefined> }>;
}

/** The ids of the widgets a saved dashboard shows first: its root state's layouts ('default', else the first state). */
export function firstShownWidgetIds(configuration: unknown): string[] {
    const states = (configuration as SavedConfiguration | null)?.states;
    if (!states || typeof states !== 'object') return [];
    const root = Object.values(states).find(state => state?.root) ?? states.default ?? Object.values(states)[0];
    return Object.values(root?.layouts ?? {}).flatMap(layout => Object.keys(layout?.widgets ?? {}));
}

/**
 * Starts loading the code of the native widgets a dashboard shows first, as soon as its JSON is
 * here: they would otherwise be asked for only once the runtime has loaded and laid them out, a
 * round trip later. Best effort on the saved JSON (the runtime upgrades it): what it cannot read
 * loads later as usual.
 */
export function preloadWidgets(configuration: unknown): void {
    const widgets = (configuration as SavedConfiguration | null)?.widgets ?? {};
    const loaders = new Set(
        firstShownWidgetIds(configuration).flatMap(id => {
            const widget = widgets[id];
            if (typeof widget?.bundleAlias !== 'string' || typeof widget.typeAlias !== 'string') return [];
            return [nativeWidgetLoader({ bundleAlias: widget.bundleAlias, typeAlias: widget.typeAlias })].filter(loader => loader !== null);
        }),
    );
    // The runtime's own load of the same module reuses this one; a failure shows there.
    for (const load of loaders) load().catch(() => undefined);
}
