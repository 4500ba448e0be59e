/** What a table with checkboxes needs of its selection: the header's state and the two toggles. */
export interface RowSelection {
    allSelected: boolean;
    /** Some rows, not all: the header checkbox shows a dash. */
    someSelected: boolean;
    toggleAll(): void;
    toggle(key: string): void;
}

/** The selection over the keys a table shows; `onChange` receives a new set each time. */
export function rowSelection(keys: readonly string[], selected: ReadonlySet<string>, onChange: (next: Set<string>) => void): RowSelection {
    const allSelected = keys.length > 0 && keys.every(key => selected.has(key));
    return {
        allSelected,
        someSelected: !allSelected && selected.size > 0,
        toggleAll: () => onChange(allSelected ? new Set() : new Set(keys)),
        toggle: key => {
            const next = new Set(selected);
            if (next.has(key)) next.delete(key);
            else next.add(key);
            onChange(next);
        },
    };
}
