import { NULL_UUID } from '../../../resources/kernel';
import type { components } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';

type Schemas = components['schemas'];
export type WidgetsBundle = Schemas['WidgetsBundle'];
export type WidgetTypeInfo = Schemas['WidgetTypeInfo'];
export type WidgetTypeDetails = Schemas['WidgetTypeDetails'];
/** The body of a save: a new type has no id, tenant or created time yet. */
export type WidgetTypeDraft = Omit<WidgetTypeDetails, 'id' | 'tenantId' | 'createdTime'> & Partial<Pick<WidgetTypeDetails, 'id' | 'tenantId' | 'createdTime'>>;

export { NULL_UUID };
export const isSystemBundle = (bundle: Pick<WidgetsBundle, 'tenantId'>) => bundle.tenantId?.id === NULL_UUID;

/** The widget library calls of part 1 §7 "Widgets". */
export const widgetLibraryApi = {
    bundle: (bundleId: string) => httpClient.request<WidgetsBundle>(`/api/widgetsBundle/${bundleId}`),
    /** System and tenant bundles together, as one array (no page parameters). */
    bundles: () => httpClient.request<WidgetsBundle[]>('/api/widgetsBundles'),
    typeInfos: (bundle: WidgetsBundle) =>
        httpClient.request<WidgetTypeInfo[]>('/api/widgetTypesInfos', { query: { isSystem: isSystemBundle(bundle), bundleAlias: bundle.alias } }),
    type: (typeId: string) => httpClient.request<WidgetTypeDetails>(`/api/widgetType/${typeId}`),
    save: (type: WidgetTypeDraft) => httpClient.request<WidgetTypeDetails>('/api/widgetType', { method: 'POST', body: type }),
    remove: (typeId: string) => httpClient.request<void>(`/api/widgetType/${typeId}`, { method: 'DELETE' }),
};
