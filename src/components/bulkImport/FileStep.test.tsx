import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { FileStep } from './FileStep';

const pick = (file: File) => fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });

describe('bulk import file step', () => {
    it('uses the shared file input: a CSV file is read, its name shown', async () => {
        const onFile = vi.fn();
        const { rerender } = renderInAdmin(<FileStep file={null} onFile={onFile} />);
        expect(screen.getByText('Drop a CSV file or click to select a file to upload.')).toBeInTheDocument();
        expect(screen.getByTestId('file-input')).toHaveAttribute('accept', '.csv');
        pick(new File(['name,type\nT1,thermostat'], 'devices.csv', { type: 'text/csv' }));
        await waitFor(() => expect(onFile).toHaveBeenCalledWith({ name: 'devices.csv', text: 'name,type\nT1,thermostat' }));
        rerender(<FileStep file={{ name: 'devices.csv', text: 'x' }} onFile={onFile} />);
        expect(screen.getByText('devices.csv')).toBeInTheDocument();
    });

    it('ignores a file of another extension', async () => {
        const onFile = vi.fn();
        renderInAdmin(<FileStep file={null} onFile={onFile} />);
        pick(new File(['name'], 'devices.xlsx'));
        pick(new File(['name'], 'devices.csv'));
        await waitFor(() => expect(onFile).toHaveBeenCalled());
        expect(onFile.mock.calls).toEqual([[{ name: 'devices.csv', text: 'name' }]]);
    });

    it('says when the file is not CSV text, and keeps no file', async () => {
        const onFile = vi.fn();
        renderInAdmin(<FileStep file={null} onFile={onFile} />);
        pick(new File(['a\u0000b'], 'binary.csv'));
        expect(await screen.findByText('This is not a CSV text file.')).toBeInTheDocument();
        expect(onFile).toHaveBeenCalledWith(null);
    });
});
