import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../generic/inputs/useDebouncedValue';

/**
 * Options of an autocomplete that searches the server: asked 150 ms after the text stops
 * changing, while the list is open; a failed search gives no options. `key` names
 * everything else the search depends on (type, profile…), so a change asks again.
 */
export const useDebouncedSearch = <T,>(open: boolean, text: string, search: (text: string) => Promise<T[]>, key: string) => {
    const debounced = useDebouncedValue(text);
    const [options, setOptions] = useState<T[]>([]);
    const [loading, setLoading] = useState(false);
    const searchRef = useRef(search);
    searchRef.current = search;

    useEffect(() => {
        if (!open) return;
        let live = true;
        setLoading(true);
        searchRef.current(debounced).then(
            rows => live && setOptions(rows),
            () => live && setOptions([])
        ).finally(() => live && setLoading(false));
        return () => {
            live = false;
        };
    }, [open, debounced, key]);

    return { options, loading, searchedText: debounced };
};

/**
 * The picked item, loaded by id so the field can show it. A failed load clears it and
 * reports null (OTA packages, dashboards, entities that were deleted meanwhile).
 */
export const useLoadedSelection = <T extends { id: unknown }>(
    id: string | null,
    load: (id: string) => Promise<T>,
    idOf: (item: T) => string,
    onMissing: () => void
) => {
    const [selected, setSelected] = useState<T | null>(null);
    const selectedRef = useRef(selected);
    selectedRef.current = selected;
    const loadRef = useRef({ load, onMissing });
    loadRef.current = { load, onMissing };

    useEffect(() => {
        if (!id) {
            setSelected(null);
            return;
        }
        // A pick already holds the item: no need to ask for it again.
        if (selectedRef.current && idOf(selectedRef.current) === id) return;
        let live = true;
        loadRef.current.load(id).then(
            item => live && setSelected(item),
            () => {
                if (!live) return;
                setSelected(null);
                loadRef.current.onMissing();
            }
        );
        return () => {
            live = false;
        };
    }, [id, idOf]);

    return [selected && idOf(selected) === id ? selected : null, setSelected] as const;
};
