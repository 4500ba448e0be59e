import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EntityId } from '../../../../shared/generated/api.gen';
import { parseAliasSelections, withAliasSelection, type AliasSelections } from './aliasSelections';

/** The entity select's picks, kept in the URL (a reload keeps them), and a way to pick. */
export function useAliasSelections(): { selections: AliasSelections; select: (aliasId: string, entityId: EntityId) => void } {
    const [search, setSearch] = useSearchParams();
    const raw = search.toString();
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const selections = useMemo(() => parseAliasSelections(search), [raw]);
    const select = (aliasId: string, entityId: EntityId) => setSearch(current => withAliasSelection(current, aliasId, entityId), { replace: true });
    return { selections, select };
}
