import { useEffect, useState } from 'react';
import type { PageData_EntityData } from '../../../../shared/generated/api.gen';
import { httpClient } from '../../../providers/http/httpClient';
import { datasourceTarget } from '../../aliases/datasourceTarget';
import { aliasEntitiesQuery } from '../../aliases/resolveAlias';
import type { Datasource } from '../../model/dashboardConfig';
import { viewer } from '../../runtime/entityDatasourceFeeds';
import { useWidgetScope } from '../../runtime/WidgetScopeContext';
import type { NodeContext } from './hierarchyModel';

const NONE: NodeContext[] = [];

/**
 * Root nodes of the entity datasources that name no data key: ThingsBoard's hierarchy takes its data
 * keys as optional, but a datasource without keys brings no rows through the data feed, so its
 * entities are asked here (POST /api/entitiesQuery/find over the datasource's alias).
 */
export function useKeylessRoots(datasources: readonly Datasource[]): NodeContext[] {
    const scope = useWidgetScope();
    const [roots, setRoots] = useState<NodeContext[]>(NONE);
    const keyless = datasources.filter(datasource => datasource.type === 'entity' && (datasource.dataKeys ?? []).length === 0);
    const signature = JSON.stringify([keyless, scope]);
    useEffect(() => {
        if (keyless.length === 0) {
            setRoots(NONE);
            return;
        }
        let current = true;
        const context = { stateParams: scope.stateParams, user: viewer().user };
        const entitiesOf = async (datasource: Datasource): Promise<NodeContext[]> => {
            const target = datasourceTarget(datasource, { aliases: scope.aliases, filters: scope.filters }, context);
            if (!target) return [];
            const page = await httpClient.request<PageData_EntityData>('/api/entitiesQuery/find', { method: 'POST', body: aliasEntitiesQuery(target.entityFilter, target.pageSize), ignoreLoading: true });
            return page.data.map(row => {
                const fields = row.latest.ENTITY_FIELD ?? {};
                return { entity: { id: row.entityId, name: String(fields.name?.value ?? ''), label: String(fields.label?.value ?? '') }, data: {}, level: 1 };
            });
        };
        Promise.all(keyless.map(entitiesOf)).then(
            lists => current && setRoots(lists.flat()),
            () => current && setRoots(NONE),
        );
        return () => {
            current = false;
        };
        // The signature stands for the datasources and the scope.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [signature]);
    return roots;
}
