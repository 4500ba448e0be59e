import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { csvFileName } from './csvFileName';
import { CsvExportProgress } from './CsvExportProgress';
import { exportCsv, type CsvExportJob } from './exportCsv';

export interface TableCsvExportButtonProps<Row> {
    /** The file's name before its date: `alarms` gives `alarms-2026-11-22.csv`. */
    name: string;
    /** Rows the table has in all; none disables the button. */
    total: number;
    /** The table's columns and page fetcher, taken when the export starts. */
    job: () => Pick<CsvExportJob<Row>, 'columns' | 'fetchPage'>;
}

/** The lists' "Export CSV" button for a table that is not a generated list: all pages as shown, with progress and Cancel. */
export function TableCsvExportButton<Row>({ name, total, job }: TableCsvExportButtonProps<Row>) {
    const translate = useTranslate();
    // The job is taken at the click: a table changed meanwhile does not change the file.
    const [running, setRunning] = useState<Pick<CsvExportJob<Row>, 'columns' | 'fetchPage'> | null>(null);
    const label = translate('csv-export.export-csv');
    return (
        <>
            <Tooltip title={label}>
                {/* A disabled button fires no events; the span keeps the tooltip working. */}
                <Box component="span" sx={{ display: 'inline-flex' }}>
                    <IconButton aria-label={label} disabled={total === 0} onClick={() => setRunning(job())}>
                        <FileDownloadOutlinedIcon />
                    </IconButton>
                </Box>
            </Tooltip>
            {running && (
                <CsvExportProgress
                    fileName={csvFileName(name)}
                    run={(signal, onProgress) => exportCsv({ ...running, signal, onProgress })}
                    onClose={() => setRunning(null)}
                />
            )}
        </>
    );
}
