import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueueAutocomplete } from './QueueAutocomplete';
import { renderInAdmin } from './renderInAdmin';

const loadQueues = async () => ['Main', 'SequentialByOriginator', 'HighPriority'];
const flush = () => act(async () => undefined);

describe('queue autocomplete', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('lists the queues sorted and filters by prefix 150 ms after typing', async () => {
        renderInAdmin(<QueueAutocomplete value={null} onChange={() => undefined} loadQueues={loadQueues} />);
        await flush();
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['HighPriority', 'Main', 'SequentialByOriginator']);
        fireEvent.change(input, { target: { value: 'se' } });
        await act(async () => vi.advanceTimersByTime(149));
        expect(screen.getAllByRole('option')).toHaveLength(3);
        await act(async () => vi.advanceTimersByTime(1));
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['SequentialByOriginator']);
        fireEvent.change(input, { target: { value: 'zz' } });
        await act(async () => vi.advanceTimersByTime(150));
        expect(screen.getByText("No queues matching 'zz' were found.")).toBeInTheDocument();
    });

    it("when required and empty shows 'Queue name is required!' after a visit", async () => {
        renderInAdmin(<QueueAutocomplete value={null} onChange={() => undefined} loadQueues={loadQueues} required />);
        await flush();
        fireEvent.blur(screen.getByRole('combobox'));
        expect(screen.getByText('Queue name is required!')).toBeInTheDocument();
    });

    it('reports the picked queue', async () => {
        const onChange = vi.fn();
        renderInAdmin(<QueueAutocomplete value={null} onChange={onChange} loadQueues={loadQueues} />);
        await flush();
        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click(screen.getByText('Main'));
        expect(onChange).toHaveBeenCalledWith('Main');
    });
});
