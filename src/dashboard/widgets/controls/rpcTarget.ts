import type { EntityFilter } from '../../../../shared/generated/api.gen';
import { httpClient } from '../../../providers/http/httpClient';
import type { AliasContext } from '../../aliases/aliasContext';
import { resolveAliasFilter } from '../../aliases/resolveAliasFilter';
import type { EntityAlias } from '../../model/dashboardConfig';

/** The device an RPC widget talks to. */
export interface RpcTarget {
    deviceId: string;
    name: string;
}

interface EntityDataPage {
    data: Array<{ entityId: { entityType: string; id: string }; latest?: { ENTITY_FIELD?: { name?: { value?: string } } } }>;
}

/**
 * The target device of an RPC widget, as ThingsBoard finds it: the first device of the widget's
 * first target device alias (`targetDeviceAliasIds`). Null when the widget has no alias, the alias
 * is gone or stands for no device now.
 */
export async function findRpcTarget(aliasIds: readonly string[] | null | undefined, aliases: Record<string, EntityAlias>, context: AliasContext, signal?: AbortSignal): Promise<RpcTarget | null> {
    const alias = aliasIds?.[0] ? aliases[aliasIds[0]] : undefined;
    if (!alias) return null;
    const { entityFilter } = resolveAliasFilter(alias.filter, context);
    if (!entityFilter) return null;
    const page = await httpClient.request<EntityDataPage>('/api/entitiesQuery/find', {
        method: 'POST',
        body: {
            entityFilter: entityFilter satisfies EntityFilter,
            entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
            pageLink: { page: 0, pageSize: 10, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
        },
        signal,
        ignoreLoading: true,
    });
    const device = page.data.find(entity => entity.entityId.entityType === 'DEVICE');
    return device ? { deviceId: device.entityId.id, name: device.latest?.ENTITY_FIELD?.name?.value ?? '' } : null;
}
