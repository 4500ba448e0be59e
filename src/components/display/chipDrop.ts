/** The drop is reported this long after the chip lands (part 2 §9). */
export const CHIP_DROP_DELAY_MS = 62.5;

export interface ChipMove {
    from: number;
    to: number;
}

/**
 * Where a dragged chip goes when dropped on another: before it when the pointer is in the
 * chip's first half, after it in the second half. `to` is the index in the list after the
 * move; null when the chip would stay where it is.
 */
export const chipMove = (from: number, target: number, pointerX: number, chip: { left: number; width: number }): ChipMove | null => {
    const after = pointerX >= chip.left + chip.width / 2;
    let to = after ? target + 1 : target;
    if (from < to) to -= 1;
    return to === from ? null : { from, to };
};

/** The list with the chip moved. */
export const moveItem = <T,>(items: readonly T[], { from, to }: ChipMove): T[] => {
    const moved = [...items];
    const [item] = moved.splice(from, 1);
    moved.splice(to, 0, item);
    return moved;
};
