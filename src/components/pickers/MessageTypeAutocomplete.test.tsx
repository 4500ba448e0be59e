import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessageTypeAutocomplete } from './MessageTypeAutocomplete';
import { renderInAdmin } from './renderInAdmin';

describe('message type autocomplete', () => {
    it('shows the picked type by name and reports its key', () => {
        const onChange = vi.fn();
        renderInAdmin(<MessageTypeAutocomplete value={null} onChange={onChange} />);
        const input = screen.getByRole('combobox');
        fireEvent.change(input, { target: { value: 'teleme' } });
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['Post telemetry']);
        fireEvent.click(screen.getByText('Post telemetry'));
        expect(onChange).toHaveBeenLastCalledWith('POST_TELEMETRY_REQUEST');
    });

    it('typing filters the list even as the typed text becomes the value (a custom type until one is picked)', () => {
        const Field = () => {
            const [value, setValue] = useState<string | null>(null);
            return <MessageTypeAutocomplete value={value} onChange={setValue} />;
        };
        renderInAdmin(<Field />);
        const input = screen.getByRole('combobox');
        fireEvent.change(input, { target: { value: 'rpc' } });
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual([
            'RPC Request from Device', 'RPC Request to Device', 'RPC Queued', 'RPC Delivered', 'RPC Successful', 'RPC Timeout', 'RPC Failed',
        ]);
        fireEvent.click(screen.getByText('RPC Queued'));
        // Reopened on a picked type, the list offers every type again.
        fireEvent.keyDown(input, { key: 'ArrowDown' });
        expect(screen.getAllByRole('option')).toHaveLength(22);
    });

    it('takes a custom type as typed', () => {
        const onChange = vi.fn();
        renderInAdmin(<MessageTypeAutocomplete value={null} onChange={onChange} />);
        fireEvent.change(screen.getByRole('combobox'), { target: { value: 'MY_TYPE' } });
        expect(onChange).toHaveBeenLastCalledWith('MY_TYPE');
    });

    it("when required and empty shows 'Message type is required' after a visit", () => {
        renderInAdmin(<MessageTypeAutocomplete value={null} onChange={() => undefined} required />);
        fireEvent.blur(screen.getByRole('combobox'));
        expect(screen.getByText('Message type is required')).toBeInTheDocument();
    });
});
