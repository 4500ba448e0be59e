import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { InfoPopover } from './InfoPopover';
import { PLACEMENT_ORIGINS, POPOVER_PLACEMENTS } from './popoverPlacements';

describe('popover', () => {
    afterEach(() => vi.useRealTimers());

    it('has the twelve placements', () => {
        expect(POPOVER_PLACEMENTS).toHaveLength(12);
        expect(PLACEMENT_ORIGINS.bottomLeft).toEqual({ anchorOrigin: { vertical: 'bottom', horizontal: 'left' }, transformOrigin: { vertical: 'top', horizontal: 'left' } });
    });

    it('toggles on click and closes with its close button', () => {
        renderInAdmin(
            <InfoPopover content="Details" trigger="click" showCloseButton>
                <button>info</button>
            </InfoPopover>
        );
        fireEvent.click(screen.getByText('info'));
        expect(screen.getByText('Details')).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
        expect(screen.queryByText('Details')).not.toBeVisible();
    });

    it('shows nothing without content', () => {
        renderInAdmin(
            <InfoPopover content="" trigger="click">
                <button>info</button>
            </InfoPopover>
        );
        fireEvent.click(screen.getByText('info'));
        expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    });

    it('delays showing on hover by the given seconds', async () => {
        vi.useFakeTimers();
        renderInAdmin(
            <InfoPopover content="Later" mouseEnterDelay={1}>
                <span>hover me</span>
            </InfoPopover>
        );
        fireEvent.mouseEnter(screen.getByText('hover me'));
        await act(async () => vi.advanceTimersByTime(999));
        expect(screen.queryByText('Later')).not.toBeInTheDocument();
        await act(async () => vi.advanceTimersByTime(1));
        expect(screen.getByText('Later')).toBeInTheDocument();
    });
});
