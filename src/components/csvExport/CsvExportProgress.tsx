import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../providers/http/ApiError';
import { saveFile } from '../../lib/saveFile';
import { formatNumber } from '../../providers/i18n/localeFormat';

/** Produces the file; reports rows fetched so far out of all; stops with the signal. */
export type RunCsvExport = (signal: AbortSignal, onProgress: (fetched: number, totalElements: number) => void) => Promise<Blob>;

export interface CsvExportProgressProps {
    fileName: string;
    run: RunCsvExport;
    /** Called when the file was saved, the export failed or the person cancelled it. */
    onClose: () => void;
}

/**
 * Runs an export once, as soon as it shows: a progress bar of rows fetched out of all rows and a
 * Cancel button that aborts the page being fetched. The file is saved when the last page is in.
 */
export const CsvExportProgress = ({ fileName, run, onClose }: CsvExportProgressProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const titleId = useId();
    const [progress, setProgress] = useState<{ fetched: number; totalElements: number } | null>(null);

    useEffect(() => {
        const controller = new AbortController();
        run(controller.signal, (fetched, totalElements) => setProgress({ fetched, totalElements })).then(
            blob => {
                saveFile(blob, fileName);
                onClose();
            },
            (error: unknown) => {
                if (controller.signal.aborted) return;
                // The http client has already reported a server's refusal.
                if (!(error instanceof ApiError)) notify('csv-export.failed', { type: 'error' });
                onClose();
            },
        );
        return () => controller.abort();
        // One export per dialog: a new export is a new dialog.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const percent = progress && progress.totalElements > 0 ? (100 * progress.fetched) / progress.totalElements : 0;
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
            <DialogTitle id={titleId}>{translate('csv-export.exporting', { name: fileName })}</DialogTitle>
            <DialogContent>
                <LinearProgress
                    variant={progress ? 'determinate' : 'indeterminate'}
                    value={percent}
                    aria-label={translate('csv-export.progress')}
                    sx={{ height: 6, borderRadius: 3 }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} aria-live="polite">
                    {progress
                        ? translate('csv-export.rows-fetched', {
                              // "rows" agrees with the total: "of 21 строки", "of 25 строк".
                              smart_count: progress.totalElements,
                              fetched: formatNumber(progress.fetched),
                              total: formatNumber(progress.totalElements),
                          })
                        : translate('csv-export.starting')}
                </Typography>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
            </DialogActions>
        </Dialog>
    );
};
