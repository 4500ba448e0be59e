import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kernel';
import { findDefinition, routeOf } from '../../providers/data/resourceLookup';
import type { CsvExportJob } from './exportCsv';
import { listCsvColumns, referenceColumnsOf, referencedId, valueAt, type Translate } from './listCsvColumns';

/** What the list shows: its filter values (text search `q`, type, parent…) and its sort. */
export interface ListView {
    filter: Record<string, unknown>;
    sort: SortPayload;
}

/**
 * The export of a list as it is shown. Pages come through the same data provider call as the
 * list's own (so the same endpoint and page-link mapping), only bigger. Titles of referenced
 * entities the caller may read are looked up once per entity.
 */
export function listCsvJob(
    dataProvider: DataProvider,
    resource: ResourceDefinition,
    view: ListView,
    translate: Translate,
    mayRead: (resourceName: string) => boolean = () => true,
): Pick<CsvExportJob<RaRecord>, 'columns' | 'fetchPage' | 'preparePage'> {
    const referenceNames = new Map<string, string>();
    const references = referenceColumnsOf(resource).flatMap(({ field, reference }) => {
        const target = findDefinition(reference);
        return target && mayRead(routeOf(target)) ? [{ field, target }] : [];
    });
    return {
        columns: listCsvColumns(resource, { translate, referenceNames }),
        fetchPage: async (page, pageSize, signal) => {
            const answer = await dataProvider.getList(routeOf(resource), {
                pagination: { page: page + 1, perPage: pageSize },
                sort: view.sort,
                filter: view.filter,
                signal,
                meta: { ignoreLoading: true, resendOn429: true },
            });
            return {
                rows: answer.data,
                totalElements: answer.total ?? answer.data.length,
                hasNext: answer.pageInfo?.hasNextPage ?? false,
            };
        },
        preparePage: async (rows, signal) => {
            for (const { field, target } of references) {
                const ids = new Set(rows.map(row => referencedId(valueAt(row, field))).filter((id): id is string => !!id && !referenceNames.has(id)));
                if (ids.size === 0) continue;
                const { data } = await dataProvider.getMany(routeOf(target), { ids: [...ids], signal });
                for (const record of data) referenceNames.set(String(record.id), String(record[target.titleField] ?? ''));
            }
        },
    };
}
