import type {
    DataProvider,
    GetListParams,
    Identifier,
    RaRecord,
} from 'react-admin';
import type { EntityId } from '../../generated/api.gen';
import type { HttpClient } from '../http/createHttpClient';
import { httpClient } from '../http/httpClient';

/**
 * ThingsBoard's REST conventions for entities with flat endpoints (customers, tenants,
 * tenantProfiles, deviceProfiles…), react-admin resource = the list path:
 *   list   GET    /api/{resource}?pageSize&page&sortProperty&sortOrder&textSearch
 *   one    GET    /api/{singular}/{id}
 *   save   POST   /api/{singular}            (create and update alike)
 *   delete DELETE /api/{singular}/{id}
 *   by owner GET  /api/{owner}/{ownerId}/{resource}   e.g. /api/customer/{id}/users
 * The registry-driven provider replaces these rules with each entity's own endpoints.
 */

interface PageData<T> {
    data: T[];
    totalElements: number;
    hasNext: boolean;
}

interface Entity {
    id: EntityId;
    [field: string]: unknown;
}

const singular = (resource: string) => resource.replace(/s$/, '');

/** 'deviceProfiles' → 'DEVICE_PROFILE', ThingsBoard's entityType naming. */
export const entityTypeOf = (resource: string) =>
    singular(resource)
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .toUpperCase();

/** react-admin needs a scalar id; ThingsBoard ids are {entityType, id}. */
export const toRecord = (entity: Entity): RaRecord => ({
    ...entity,
    id: entity.id.id,
});

export const toEntity = (resource: string, record: Partial<RaRecord>) => {
    const { id, ...fields } = record;
    return id === undefined
        ? fields
        : { ...fields, id: { entityType: entityTypeOf(resource), id: String(id) } };
};

const pageLinkQuery = ({ pagination, sort, filter }: Partial<GetListParams>) => ({
    pageSize: pagination?.perPage ?? 10,
    page: (pagination?.page ?? 1) - 1,
    sortProperty: sort && sort.field !== 'id' ? sort.field : undefined,
    sortOrder: sort && sort.field !== 'id' ? sort.order : undefined,
    textSearch: typeof filter?.q === 'string' && filter.q ? filter.q : undefined,
});

export const createDataProvider = (http: HttpClient): DataProvider => {
    const getPage = async (path: string, params: Partial<GetListParams>) => {
        const page = await http.request<PageData<Entity>>(path, {
            query: pageLinkQuery(params),
            signal: params.signal,
        });
        return {
            data: page.data.map(toRecord),
            total: page.totalElements,
        };
    };
    const getOne = async (resource: string, id: Identifier, signal?: AbortSignal) =>
        toRecord(
            await http.request<Entity>(`/api/${singular(resource)}/${id}`, {
                signal,
            })
        );
    const save = async (resource: string, record: Partial<RaRecord>) =>
        toRecord(
            await http.request<Entity>(`/api/${singular(resource)}`, {
                method: 'POST',
                body: toEntity(resource, record),
            })
        );
    const remove = (resource: string, id: Identifier) =>
        http.request(`/api/${singular(resource)}/${id}`, { method: 'DELETE' });

    return {
        getList: (resource, params) => getPage(`/api/${resource}`, params),
        getManyReference: (resource, { target, id, ...params }) =>
            getPage(`/api/${target.replace(/Id$/, '')}/${id}/${resource}`, params),
        getOne: async (resource, { id, signal }) => ({
            data: await getOne(resource, id, signal),
        }),
        getMany: async (resource, { ids, signal }) => ({
            data: await Promise.all(ids.map(id => getOne(resource, id, signal))),
        }),
        create: async (resource, { data }) => ({
            data: await save(resource, data),
        }),
        update: async (resource, { id, data }) => ({
            data: await save(resource, { ...data, id }),
        }),
        // ThingsBoard saves whole entities, so each one is read, patched and saved.
        updateMany: async (resource, { ids, data }) => ({
            data: await Promise.all(
                ids.map(async id => {
                    const current = await getOne(resource, id);
                    return (await save(resource, { ...current, ...data })).id;
                })
            ),
        }),
        delete: async (resource, { id, previousData }) => {
            await remove(resource, id);
            return { data: previousData ?? { id } };
        },
        deleteMany: async (resource, { ids }) => {
            await Promise.all(ids.map(id => remove(resource, id)));
            return { data: ids };
        },
    } as DataProvider;
};

export const dataProvider = createDataProvider(httpClient);
