/** Counts above this show as "99+", so the badge keeps its size. */
export const MAX_BADGE_COUNT = 99;

/** The bell's badge: nothing for no alarms, the count up to 99, then "99+". */
export const badgeText = (count: number): string | null => {
    if (count <= 0) return null;
    return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(count);
};
