import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { CsvExportProgress, type RunCsvExport } from './CsvExportProgress';

vi.mock('../../lib/saveFile', () => ({ saveFile: vi.fn() }));
const { saveFile } = await import('../../lib/saveFile');

describe('CSV export progress', () => {
    it('shows rows fetched out of all on a bar, and Cancel aborts the export without saving', async () => {
        let signal: AbortSignal | undefined;
        const run: RunCsvExport = (given, onProgress) => {
            signal = given;
            onProgress(1000, 35_000);
            return new Promise((_resolve, reject) => given.addEventListener('abort', () => reject(given.reason)));
        };
        // As the list button does: closing removes the dialog.
        const Host = () => {
            const [open, setOpen] = useState(true);
            return open ? <CsvExportProgress fileName="devices-2026-11-22.csv" run={run} onClose={() => setOpen(false)} /> : null;
        };
        renderInAdmin(<Host />);
        expect(await screen.findByText('1,000 of 35,000 rows')).toBeInTheDocument();
        expect(screen.getByRole('dialog', { name: 'Exporting devices-2026-11-22.csv' })).toBeInTheDocument();
        expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '3');

        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(signal?.aborted).toBe(true);
        expect(saveFile).not.toHaveBeenCalled();
    });

    it('saves the file under its name once the export is done, then closes', async () => {
        const blob = new Blob(['x']);
        const onClose = vi.fn();
        renderInAdmin(<CsvExportProgress fileName="devices-2026-11-22.csv" run={async () => blob} onClose={onClose} />);
        await waitFor(() => expect(onClose).toHaveBeenCalled());
        expect(saveFile).toHaveBeenCalledWith(blob, 'devices-2026-11-22.csv');
    });
});
