import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Authority } from '../../../resources/kernel';
import { httpClient } from '../../providers/http/httpClient';
import type { PaletteItem, PaletteScope } from './paletteItems';
import { ENTITIES_IN_SCOPE, ENTITIES_PER_TYPE, searchEntities, searchedEntityTypes, serverSearchText } from './paletteEntities';

/** Typing pauses this long before the server is asked (a search per keystroke would flood it). */
export const ENTITY_SEARCH_DELAY_MS = 200;

export interface PaletteEntities {
    items: PaletteItem[];
    /** A search for the current text is waiting or running. */
    searching: boolean;
}

/**
 * The entities whose name holds the typed text, searched 200 ms after the last keystroke; a newer
 * text cancels the older search. Without text nothing is searched, except in a scope ("Open a
 * dashboard…" lists the first dashboards at once).
 */
export function usePaletteEntities({ query, scope, authority, edgesSupportEnabled }: {
    query: string;
    scope: PaletteScope | null;
    authority: Authority;
    edgesSupportEnabled: boolean;
}): PaletteEntities {
    const translate = useTranslate();
    const [found, setFound] = useState<PaletteEntities>({ items: [], searching: false });
    const text = serverSearchText(query);
    const types = useMemo(() => searchedEntityTypes(authority, edgesSupportEnabled, scope), [authority, edgesSupportEnabled, scope]);

    useEffect(() => {
        if (!text && !scope) {
            setFound({ items: [], searching: false });
            return;
        }
        setFound(current => ({ ...current, searching: true }));
        const controller = new AbortController();
        const timer = setTimeout(() => {
            const search = { types, text, pageSize: scope ? ENTITIES_IN_SCOPE : ENTITIES_PER_TYPE, signal: controller.signal };
            void searchEntities(httpClient, search, translate).then(items => {
                if (!controller.signal.aborted) setFound({ items, searching: false });
            });
        }, ENTITY_SEARCH_DELAY_MS);
        return () => {
            clearTimeout(timer);
            controller.abort();
        };
    }, [text, scope, types, translate]);

    return found;
}
