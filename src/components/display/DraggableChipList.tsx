import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { CHIP_DROP_DELAY_MS, chipMove, moveItem, type ChipMove } from './chipDrop';

export interface DraggableChipListProps<T> {
    items: readonly T[];
    labelOf: (item: T) => string;
    /** The list after a chip was moved. */
    onChange: (items: T[], move: ChipMove) => void;
    onDelete?: (index: number) => void;
}

const DRAG_TYPE = 'application/x-chip-list';

/**
 * Chips reordered by dragging their handle (only the handle starts a drag). A chip lands
 * before or after the one it is dropped on by which half the pointer is in; the move is
 * reported 62.5 ms later. Chips of another list are refused.
 */
export const DraggableChipList = <T,>({ items, labelOf, onChange, onDelete }: DraggableChipListProps<T>) => {
    const listId = useId();
    const [armed, setArmed] = useState<number | null>(null);
    const [dragging, setDragging] = useState<number | null>(null);
    const dropTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
    useEffect(() => () => clearTimeout(dropTimer.current), []);

    const drop = (event: DragEvent<HTMLDivElement>, target: number) => {
        event.preventDefault();
        const [source, from] = event.dataTransfer.getData(DRAG_TYPE).split('|');
        setDragging(null);
        if (source !== listId) return;
        const rect = event.currentTarget.getBoundingClientRect();
        const move = chipMove(Number(from), target, event.clientX, { left: rect.left, width: rect.width });
        if (!move) return;
        clearTimeout(dropTimer.current);
        dropTimer.current = setTimeout(() => onChange(moveItem(items, move), move), CHIP_DROP_DELAY_MS);
    };

    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="list">
            {items.map((item, index) => (
                <Box
                    key={`${labelOf(item)}-${index}`}
                    role="listitem"
                    data-testid={`chip-${index}`}
                    draggable={armed === index}
                    onDragStart={event => {
                        event.dataTransfer.setData(DRAG_TYPE, `${listId}|${index}`);
                        event.dataTransfer.effectAllowed = 'move';
                        setDragging(index);
                    }}
                    onDragEnd={() => {
                        setArmed(null);
                        setDragging(null);
                    }}
                    onDragOver={event => {
                        if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
                    }}
                    onDrop={event => drop(event, index)}
                    sx={{ opacity: dragging === index ? 0.4 : 1 }}
                >
                    <Chip
                        label={labelOf(item)}
                        onDelete={onDelete ? () => onDelete(index) : undefined}
                        icon={
                            <DragIndicator
                                data-testid={`chip-handle-${index}`}
                                onMouseDown={() => setArmed(index)}
                                onMouseUp={() => setArmed(null)}
                                sx={{ cursor: 'grab' }}
                            />
                        }
                    />
                </Box>
            ))}
        </Box>
    );
};
