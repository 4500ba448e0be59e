import { useEffect, useState } from 'react';
import type { DocumentComparison } from '../../../shared/history/comparison';
import { compareDocuments } from '../../../shared/history/compareDocuments';
import { historyApi, type VersionedEntity } from './historyApi';

export interface VersionComparison {
    before: unknown;
    after: unknown;
    comparison: DocumentComparison;
}

/** Reads two versions (each read once per session) and compares them; null while reading. */
export function useVersionComparison(entity: VersionedEntity, from: number | null, to: number | null) {
    const [result, setResult] = useState<{ key: string; value: VersionComparison | 'failed' } | null>(null);
    const key = `${from}:${to}`;
    useEffect(() => {
        if (from === null || to === null) return;
        let current = true;
        Promise.all([historyApi.read(entity, from), historyApi.read(entity, to)]).then(
            ([before, after]) => current && setResult({ key, value: { before: before.document, after: after.document, comparison: compareDocuments(entity.entityType, before.document, after.document) } }),
            () => current && setResult({ key, value: 'failed' }),
        );
        return () => {
            current = false;
        };
    }, [entity.entityType, entity.id, from, to, key]);
    return result?.key === key ? result.value : null;
}
