import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraggableChipList } from './DraggableChipList';

/** A DataTransfer stand-in: jsdom has none. */
const transfer = () => {
    const data = new Map<string, string>();
    return {
        setData: (type: string, value: string) => data.set(type, value),
        getData: (type: string) => data.get(type) ?? '',
        get types() {
            return [...data.keys()];
        },
        effectAllowed: 'all',
    };
};

const dropAt = (target: HTMLElement, dataTransfer: ReturnType<typeof transfer>, clientX: number) => {
    target.getBoundingClientRect = () => ({ left: 100, width: 40, top: 0, height: 20, right: 140, bottom: 20, x: 100, y: 0, toJSON: () => ({}) });
    const event = createEvent.drop(target, { dataTransfer });
    Object.defineProperty(event, 'clientX', { value: clientX });
    fireEvent(target, event);
};

describe('draggable chip list', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('starts a drag only from the handle', () => {
        render(<DraggableChipList items={['a', 'b']} labelOf={item => item} onChange={() => undefined} />);
        expect(screen.getByTestId('chip-0')).toHaveAttribute('draggable', 'false');
        fireEvent.mouseDown(screen.getByTestId('chip-handle-0'));
        expect(screen.getByTestId('chip-0')).toHaveAttribute('draggable', 'true');
        expect(screen.getByTestId('chip-1')).toHaveAttribute('draggable', 'false');
    });

    it('drops after a chip from its second half, reported 62.5 ms later', async () => {
        const onChange = vi.fn();
        render(<DraggableChipList items={['a', 'b', 'c']} labelOf={item => item} onChange={onChange} />);
        const dataTransfer = transfer();
        fireEvent.mouseDown(screen.getByTestId('chip-handle-0'));
        fireEvent.dragStart(screen.getByTestId('chip-0'), { dataTransfer });
        dropAt(screen.getByTestId('chip-2'), dataTransfer, 130);
        // Browsers truncate timer delays to whole milliseconds: 62.5 ms fires at 62.
        await act(async () => vi.advanceTimersByTime(61));
        expect(onChange).not.toHaveBeenCalled();
        await act(async () => vi.advanceTimersByTime(2));
        expect(onChange).toHaveBeenCalledWith(['b', 'c', 'a'], { from: 0, to: 2 });
    });

    it('drops before a chip from its first half', async () => {
        const onChange = vi.fn();
        render(<DraggableChipList items={['a', 'b', 'c']} labelOf={item => item} onChange={onChange} />);
        const dataTransfer = transfer();
        fireEvent.dragStart(screen.getByTestId('chip-0'), { dataTransfer });
        dropAt(screen.getByTestId('chip-2'), dataTransfer, 110);
        await act(async () => vi.advanceTimersByTime(63));
        expect(onChange).toHaveBeenCalledWith(['b', 'a', 'c'], { from: 0, to: 1 });
    });

    it('refuses chips from another list', async () => {
        const onChange = vi.fn();
        render(
            <>
                <DraggableChipList items={['x', 'y']} labelOf={item => item} onChange={() => undefined} />
                <DraggableChipList items={['a', 'b']} labelOf={item => `list2-${item}`} onChange={onChange} />
            </>
        );
        const dataTransfer = transfer();
        fireEvent.dragStart(screen.getAllByTestId('chip-0')[0], { dataTransfer });
        dropAt(screen.getAllByTestId('chip-1')[1], dataTransfer, 130);
        await act(async () => vi.advanceTimersByTime(100));
        expect(onChange).not.toHaveBeenCalled();
    });
});
