import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kernel';
import type { HttpClient, QueryValue } from '../http/createHttpClient';
import type { Caller } from './caller';
import { fillPath, parseEndpoint, pathParams } from './endpoint';
import { toEntity, toRecord, type Entity } from './entityRecord';
import { listEndpointFor } from './listEndpoint';
import { toPageLinkQuery } from './pageLink';
import { definitionOf } from './resourceLookup';

interface PageData<T> {
    data: T[];
    totalElements: number;
    totalPages?: number;
    hasNext?: boolean;
}

/** Per-call extras the generic views pass in `meta`. */
export interface RegistryMeta {
    /** Query parameters of a save (`sendActivationMail`, `accessToken`). */
    query?: Record<string, QueryValue>;
    /** Reads only: the caller handles a failure itself (no error toast or dialog). */
    ignoreErrors?: boolean;
    /** Reads only: not counted by the global loading indicator. */
    ignoreLoading?: boolean;
    /** Reads only: one of many pages read in a row (an export), resent after a 429. */
    resendOn429?: boolean;
}

const queryOf = (meta: unknown): Record<string, QueryValue> | undefined =>
    (meta as RegistryMeta | undefined)?.query;

/** The http client's options a read's meta asks for. */
const quietOf = (meta: unknown): Pick<RegistryMeta, 'ignoreErrors' | 'ignoreLoading' | 'resendOn429'> => {
    const { ignoreErrors, ignoreLoading, resendOn429 } = (meta ?? {}) as RegistryMeta;
    return { ignoreErrors, ignoreLoading, resendOn429 };
};

/** Ids per batch call: a query string of 36-character uuids stays well under URL limits. */
const BY_IDS_CHUNK = 100;

const chunked = <T,>(items: readonly T[], size: number): T[][] =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** `GET /api/device/{deviceId}` with the id filled in. */
const byIdPath = (endpoint: string, id: Identifier) => {
    const { method, path } = parseEndpoint(endpoint);
    const [param] = pathParams(path);
    return { method, path: param ? fillPath(path, { [param]: String(id) }) : path };
};

/**
 * The dataProvider every registry entry goes through: the caller's authority picks the
 * scope, the scope the endpoint, and react-admin's params become ThingsBoard's page link.
 * All calls use the console's http client, so tokens, refresh and the error catalogue apply.
 */
export const createRegistryDataProvider = (
    http: HttpClient,
    currentCaller: () => Promise<Caller>
): DataProvider => {
    const getPage = async (resource: ResourceDefinition, params: Partial<GetListParams>) => {
        const filter = params.filter ?? {};
        const { method, path } = listEndpointFor(resource, await currentCaller(), filter);
        const page = await http.request<PageData<Entity> | Entity[]>(path, {
            method,
            query: toPageLinkQuery(resource, params),
            signal: params.signal,
            ...quietOf(params.meta),
        });
        // Some lists answer with a plain array when the server ignores the page link.
        if (Array.isArray(page)) return { data: page.map(toRecord), total: page.length };
        return {
            data: page.data.map(toRecord),
            total: page.totalElements,
            pageInfo: {
                hasNextPage: page.hasNext ?? false,
                hasPreviousPage: (params.pagination?.page ?? 1) > 1,
            },
        };
    };

    /** The details read: the *Info call where the contract has one (customer title, profile name), else the plain get. */
    const getOne = async (resource: ResourceDefinition, id: Identifier, signal?: AbortSignal, meta?: unknown) => {
        const { method, path } = byIdPath(resource.endpoints.info ?? resource.endpoints.get, id);
        return toRecord(await http.request<Entity>(path, { method, signal, ...quietOf(meta) }));
    };

    /**
     * Several records by id: one batch call per BY_IDS_CHUNK ids where the entity has one
     * (`GET /api/devices?deviceIds=`), else one read each. Ids the caller may not see are left out.
     */
    const getMany = async (resource: ResourceDefinition, ids: readonly Identifier[], signal?: AbortSignal) => {
        const { byIds } = resource.endpoints;
        if (!byIds) return Promise.all(ids.map(id => getOne(resource, id, signal)));
        const { method, path } = parseEndpoint(byIds.call);
        const chunks = chunked([...new Set(ids.map(String))], BY_IDS_CHUNK);
        const pages = await Promise.all(
            chunks.map(chunk => http.request<Entity[]>(path, { method, signal, query: { [byIds.param]: chunk.join(',') } }))
        );
        return pages.flatMap(page => (page ?? []).map(toRecord));
    };

    const save = async (resource: ResourceDefinition, record: Partial<RaRecord>, meta: unknown) => {
        const { method, path } = parseEndpoint(resource.endpoints.save);
        const saved = await http.request<Entity>(path, {
            method,
            body: toEntity(resource.entityType, record),
            query: queryOf(meta),
        });
        return toRecord(saved);
    };

    /** `burst`: one of many calls sent together, resent after a 429 (part 1 §8). */
    const remove = async (resource: ResourceDefinition, id: Identifier, burst = false) => {
        const { method, path } = byIdPath(resource.endpoints.delete, id);
        await http.request(path, { method, resendOn429: burst });
    };

    return {
        getList: (name, params) => getPage(definitionOf(name), params),
        getManyReference: (name, { target, id, ...params }) =>
            getPage(definitionOf(name), { ...params, filter: { ...params.filter, [target]: id } }),
        getOne: async (name, { id, signal, meta }) => ({
            data: await getOne(definitionOf(name), id, signal, meta),
        }),
        getMany: async (name, { ids, signal }) => ({
            data: await getMany(definitionOf(name), ids, signal),
        }),
        create: async (name, { data, meta }) => ({
            data: await save(definitionOf(name), data, meta),
        }),
        // ThingsBoard saves whole entities: the form's values over the record as loaded.
        update: async (name, { id, data, previousData, meta }) => ({
            data: await save(definitionOf(name), { ...previousData, ...data, id }, meta),
        }),
        updateMany: async (name, { ids, data }) => {
            const resource = definitionOf(name);
            return {
                data: await Promise.all(
                    ids.map(async id => {
                        const current = await getOne(resource, id);
                        return (await save(resource, { ...current, ...data }, undefined)).id;
                    })
                ),
            };
        },
        delete: async (name, { id, previousData }) => {
            await remove(definitionOf(name), id);
            return { data: (previousData ?? { id }) as RaRecord };
        },
        deleteMany: async (name, { ids }) => {
            const resource = definitionOf(name);
            await Promise.all(ids.map(id => remove(resource, id, true)));
            return { data: ids };
        },
    } as DataProvider;
};
