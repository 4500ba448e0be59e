import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import type { DatasourceData } from '../../dashboard/model/widgetData';
import { saveFile } from '../../lib/saveFile';

export interface WidgetCsvExportButtonProps {
    /** Names the file. */
    widgetTitle: string;
    /** The widget's data at the moment of the click. */
    currentData: () => readonly DatasourceData[];
}

/** "Export data (CSV)" in a time-series widget's header. */
export const WidgetCsvExportButton = ({ widgetTitle, currentData }: WidgetCsvExportButtonProps) => {
    const translate = useTranslate();
    const label = translate('csv-export.export-data-csv');
    const exportData = async () => {
        // The writer loads on first use: dashboards open without it.
        const { exportWidgetCsv } = await import('./widgetCsv');
        const { blob, fileName } = await exportWidgetCsv(currentData(), widgetTitle, translate('csv-export.timestamp'));
        saveFile(blob, fileName);
    };
    return (
        <Tooltip title={label}>
            <IconButton size="small" aria-label={label} onClick={() => void exportData()}>
                <FileDownloadOutlinedIcon fontSize="small" />
            </IconButton>
        </Tooltip>
    );
};
