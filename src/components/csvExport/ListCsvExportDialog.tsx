import { useDataProvider, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kernel';
import { useAccessCheck } from '../../generic/actions/useMay';
import { csvFileName } from './csvFileName';
import { CsvExportProgress, type RunCsvExport } from './CsvExportProgress';
import { exportCsv } from './exportCsv';
import { listCsvJob, type ListView } from './listCsvJob';

export interface ListCsvExportDialogProps {
    resource: ResourceDefinition;
    view: ListView;
    onClose: () => void;
}

/** Exports a registry list as shown (filter, search, sort), all pages, to `<resource>-<date>.csv`. */
const ListCsvExportDialog = ({ resource, view, onClose }: ListCsvExportDialogProps) => {
    const dataProvider = useDataProvider();
    const translate = useTranslate();
    const mayAccess = useAccessCheck();
    const run: RunCsvExport = (signal, onProgress) =>
        exportCsv({
            ...listCsvJob(dataProvider, resource, view, translate, name => mayAccess('show', name)),
            signal,
            onProgress,
        });
    return <CsvExportProgress fileName={csvFileName(resource.name)} run={run} onClose={onClose} />;
};
export default ListCsvExportDialog;
