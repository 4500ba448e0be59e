/**
 * Which option is active (aria-activedescendant) while focus stays in the text field. The first
 * option is active after each keystroke, so Enter takes the best match; once the person has moved
 * with the keys, the option they reached stays active while late results (entities) arrive.
 */
export interface ActiveOption {
    ids: readonly string[];
    /** -1 when there are no options. */
    active: number;
    /** Moved by key or pointer since the last keystroke. */
    moved: boolean;
}

export type ActiveOptionAction =
    | { type: 'options'; ids: readonly string[] }
    | { type: 'typed' }
    | { type: 'next' }
    | { type: 'previous' }
    | { type: 'first' }
    | { type: 'last' }
    | { type: 'point'; id: string };

export const NO_OPTIONS: ActiveOption = { ids: [], active: -1, moved: false };

/** Up and Down wrap around; Home and End go to the ends. */
export function activeOptionReducer(state: ActiveOption, action: ActiveOptionAction): ActiveOption {
    const count = state.ids.length;
    const moveTo = (active: number): ActiveOption => (count === 0 ? state : { ...state, active, moved: true });
    switch (action.type) {
        case 'options': {
            const kept = state.moved && state.active >= 0 ? action.ids.indexOf(state.ids[state.active]!) : -1;
            const moved = kept >= 0;
            return { ids: action.ids, active: moved ? kept : action.ids.length > 0 ? 0 : -1, moved };
        }
        case 'typed':
            return { ...state, active: count > 0 ? 0 : -1, moved: false };
        case 'next':
            return moveTo((state.active + 1) % count);
        case 'previous':
            return moveTo(state.active <= 0 ? count - 1 : state.active - 1);
        case 'first':
            return moveTo(0);
        case 'last':
            return moveTo(count - 1);
        case 'point': {
            const index = state.ids.indexOf(action.id);
            return index < 0 ? state : moveTo(index);
        }
    }
}

/** The keys the list answers while the field has focus; anything else is typing. */
export const KEY_ACTIONS: Readonly<Record<string, ActiveOptionAction>> = {
    ArrowDown: { type: 'next' },
    ArrowUp: { type: 'previous' },
    Home: { type: 'first' },
    End: { type: 'last' },
};

export const activeId = (state: ActiveOption): string | null => (state.active >= 0 ? (state.ids[state.active] ?? null) : null);
