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

/** One entity an alias stands for: its id and name. */
export interface AliasEntity {
    entityType: string;
    id: string;
    name: string;
}

/**
 * The first entity of the given type (by name) that the first of the aliases stands for now; null
 * when there is no alias, the alias is gone or stands for no such entity.
 */
export async function findAliasEntity(aliasIds: readonly string[] | null | undefined, aliases: Record<string, EntityAlias>, context: AliasContext, entityType: string, signal?: AbortSignal): Promise<AliasEntity | null> {
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
    const found = page.data.find(entity => entity.entityId.entityType === entityType);
    return found ? { entityType, id: found.entityId.id, name: found.latest?.ENTITY_FIELD?.name?.value ?? '' } : null;
}

/**
 * The target device of an RPC widget, as ThingsBoard finds it: the first device of the widget's
 * first target device alias (`targetDeviceAliasIds`). Null when the widget has no alias, the alias
 * is gone or stands for no device now.
 */
export async function findRpcTarget(aliasIds: readonly string[] | null | undefined, aliases: Record<string, EntityAlias>, context: AliasContext, signal?: AbortSignal): Promise<RpcTarget | null> {
    const device = await findAliasEntity(aliasIds, aliases, context, 'DEVICE', signal);
    return device ? { deviceId: device.id, name: device.name } : null;
}
