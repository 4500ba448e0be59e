import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { HistoryPlayback } from './HistoryPlayback';

const MIN = 1_700_000_000_000;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('history playback', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('starts paused and advances one step per 1000 ms tick at speed 1', async () => {
        const onTimeChange = vi.fn();
        renderInAdmin(<HistoryPlayback minTime={MIN} maxTime={MIN + 10_000} onTimeChange={onTimeChange} />);
        expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
        await act(async () => vi.advanceTimersByTime(3000));
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN);
        click('Play');
        await act(async () => vi.advanceTimersByTime(999));
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN);
        await act(async () => vi.advanceTimersByTime(1));
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN + 1000);
    });

    it('ticks every 1000/speed ms once the speed changes, and pauses emitting the time', async () => {
        const onTimeChange = vi.fn();
        renderInAdmin(<HistoryPlayback minTime={MIN} maxTime={MIN + 100_000} onTimeChange={onTimeChange} />);
        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click(within(screen.getByRole('listbox')).getByText('25x'));
        click('Play');
        await act(async () => vi.advanceTimersByTime(40 * 5));
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN + 5000);
        onTimeChange.mockClear();
        click('Pause');
        expect(onTimeChange).toHaveBeenCalledWith(MIN + 5000);
        await act(async () => vi.advanceTimersByTime(1000));
        expect(onTimeChange).toHaveBeenCalledTimes(1);
    });

    it('stops by itself at the end', async () => {
        const onTimeChange = vi.fn();
        renderInAdmin(<HistoryPlayback minTime={MIN} maxTime={MIN + 2500} onTimeChange={onTimeChange} />);
        click('Play');
        await act(async () => vi.advanceTimersByTime(10_000));
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN + 3000);
        expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    });

    it('jumps to the next and previous anchors when anchors are on, and to the ends', () => {
        const onTimeChange = vi.fn();
        renderInAdmin(<HistoryPlayback minTime={MIN} maxTime={MIN + 10_000} anchors={[MIN + 4000, MIN + 7000]} useAnchors onTimeChange={onTimeChange} />);
        click('Next');
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN + 4000);
        click('Next');
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN + 7000);
        click('Previous');
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN + 4000);
        click('To end');
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN + 10_000);
        click('To start');
        expect(onTimeChange).toHaveBeenLastCalledWith(MIN);
    });

    it("says 'No data found' without a time range", () => {
        renderInAdmin(<HistoryPlayback minTime={null} maxTime={null} onTimeChange={() => undefined} />);
        expect(screen.getByText('No data found')).toBeInTheDocument();
    });
});
