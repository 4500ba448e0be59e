import Add from '@mui/icons-material/Add';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeRequests } from '../../providers/http/activeRequests';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { FAB_HIDE_DELAY_MS, FabSpeedDial } from './FabSpeedDial';

const actions = [{ name: 'Add', icon: <Add />, onClick: vi.fn() }];
const fab = () => screen.getByRole('button', { name: 'Actions' });

describe('speed dial', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
        vi.useRealTimers();
        activeRequests.set(0);
    });

    it('toggles open and closed with its button', () => {
        const onOpenChange = vi.fn();
        renderInAdmin(<FabSpeedDial ariaLabel="Actions" actions={actions} onOpenChange={onOpenChange} />);
        fireEvent.click(fab());
        expect(onOpenChange).toHaveBeenLastCalledWith(true);
        fireEvent.click(fab());
        expect(onOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('closes 100 ms after focus leaves, unless focus comes back', async () => {
        const onOpenChange = vi.fn();
        renderInAdmin(<FabSpeedDial ariaLabel="Actions" actions={actions} onOpenChange={onOpenChange} />);
        fireEvent.click(fab());
        fireEvent.blur(fab());
        await act(async () => vi.advanceTimersByTime(FAB_HIDE_DELAY_MS - 1));
        fireEvent.focus(fab());
        await act(async () => vi.advanceTimersByTime(10));
        expect(onOpenChange).toHaveBeenLastCalledWith(true);
        fireEvent.blur(fab());
        await act(async () => vi.advanceTimersByTime(FAB_HIDE_DELAY_MS));
        expect(onOpenChange).toHaveBeenLastCalledWith(false);
        expect(FAB_HIDE_DELAY_MS).toBe(100);
    });

    it('disables the main button while calls are loading', () => {
        renderInAdmin(<FabSpeedDial ariaLabel="Actions" actions={actions} />);
        expect(fab()).toBeEnabled();
        act(() => activeRequests.set(1));
        expect(fab()).toBeDisabled();
    });
});
