import { httpClient } from '../../providers/http/httpClient';
import { NULL_UUID } from './entityTypes';

export interface WidgetsBundle {
    id?: { id: string };
    title: string;
    alias: string;
    tenantId: { id: string };
}

export type BundleScope = 'system' | 'tenant' | null;

/** A bundle of the system (its tenant is the null tenant). */
export const isSystemBundle = (bundle: WidgetsBundle): boolean => bundle.tenantId.id === NULL_UUID;

/** Bundles offered for a scope; 'edge_widgets' only when edges are on (part 2 §4). */
export const bundlesFor = (bundles: readonly WidgetsBundle[], scope: BundleScope, edgesSupportEnabled: boolean): WidgetsBundle[] =>
    bundles.filter(
        bundle =>
            (scope === null || (scope === 'system') === isSystemBundle(bundle)) &&
            (edgesSupportEnabled || bundle.alias !== 'edge_widgets')
    );

/** Every bundle the user sees (system and tenant); errors give none. */
export const fetchWidgetsBundles = (): Promise<WidgetsBundle[]> =>
    httpClient.request<WidgetsBundle[]>('/api/widgetsBundles', { ignoreLoading: true }).catch(() => []);
