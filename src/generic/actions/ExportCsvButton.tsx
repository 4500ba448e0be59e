import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kernel';
import type { ListView } from '../../components/csvExport/listCsvJob';

// The exporter loads on first use: lists open without it.
const ListCsvExportDialog = lazy(() => import('../../components/csvExport/ListCsvExportDialog'));

/** Exports the list with its current filter and sort, all pages, as CSV (issue #13). */
export const ExportCsvButton = ({ resource }: { resource: ResourceDefinition }) => {
    const translate = useTranslate();
    const { filterValues, sort, total } = useListContext();
    // The view is taken when the export starts: a list changed meanwhile does not change the file.
    const [view, setView] = useState<ListView | null>(null);
    const label = translate('csv-export.export-csv');
    return (
        <>
            <Tooltip title={label}>
                {/* A disabled button fires no events; the span keeps the tooltip working. */}
                <Box component="span" sx={{ display: 'inline-flex', mr: 1 }}>
                    <IconButton aria-label={label} disabled={total === 0} onClick={() => setView({ filter: filterValues ?? {}, sort })}>
                        <FileDownloadOutlinedIcon />
                    </IconButton>
                </Box>
            </Tooltip>
            {view && (
                <Suspense fallback={null}>
                    <ListCsvExportDialog resource={resource} view={view} onClose={() => setView(null)} />
                </Suspense>
            )}
        </>
    );
};
