import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { ThemeMode } from '../../layout/theme/themeModeStore';
import { matchItem, type MatchRange } from './matchText';

/** What choosing an entry does; the dialog runs it (data, so the lists can be tested without a browser). */
export type PaletteCommand =
    | { type: 'navigate'; path: string }
    | { type: 'language'; code: string }
    | { type: 'theme'; mode: ThemeMode }
    /** Narrows the palette to one kind of entity ("Open a dashboard…"). */
    | { type: 'scope'; scope: PaletteScope }
    | { type: 'signOut' };

export type PaletteScope = 'dashboards';

/** The sections of the list, in their order when nothing decides otherwise. */
export const PALETTE_GROUPS = ['pages', 'entities', 'actions'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export interface PaletteItem {
    /** Unique in the list; also the base of the option's DOM id. */
    id: string;
    group: PaletteGroup;
    /** What is shown and matched (the menu page's name, the entity's name). */
    label: string;
    /** Shown beside it, not matched: the menu group of a page, the type of an entity. */
    detail?: string;
    icon: ComponentType<SvgIconProps>;
    /** Other words that find the entry (the English name of an action, "language"). */
    keywords?: readonly string[];
    /** Listed only once something is typed (the twenty languages would crowd the empty list). */
    onlyWhenTyped?: boolean;
    command: PaletteCommand;
}

export interface RankedItem extends PaletteItem {
    score: number;
    ranges: MatchRange[];
}

export interface RankedGroup {
    group: PaletteGroup;
    items: RankedItem[];
}

/**
 * The entries matching the query, by section: within a section the best matches first (ties keep
 * the given order), and the section holding the best match first, so Enter takes what was meant.
 */
export function rankItems(query: string, items: readonly PaletteItem[]): RankedGroup[] {
    const typed = query.trim() !== '';
    const groups = PALETTE_GROUPS.map(group => {
        const ranked = items
            .filter(item => item.group === group && (typed || !item.onlyWhenTyped))
            .flatMap((item, order) => {
                const match = matchItem(query, item.label, item.keywords);
                return match ? [{ item: { ...item, score: match.score, ranges: match.ranges }, order }] : [];
            })
            .sort((a, b) => b.item.score - a.item.score || a.order - b.order)
            .map(({ item }) => item);
        return { group, items: ranked };
    }).filter(group => group.items.length > 0);
    const best = (group: RankedGroup) => group.items[0]!.score;
    return typed ? groups.sort((a, b) => best(b) - best(a)) : groups;
}

/** The options in the order the keyboard walks them. */
export const flattenGroups = (groups: readonly RankedGroup[]): RankedItem[] => groups.flatMap(group => group.items);
