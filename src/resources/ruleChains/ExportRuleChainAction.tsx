import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useNotify, useRecordContext } from 'react-admin';
import type { RuleChainFields, RuleChainMetaData } from '../../components/ruleChain/ruleChainModel';
import { ruleChainFile, ruleChainFileName } from '../../components/ruleChain/ruleChainExport';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { httpClient } from '../../providers/http/httpClient';

/** Hands a JSON value to the browser as a file. */
const saveJson = (value: unknown, fileName: string) => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** ThingsBoard's "Export rule chain": the chain and its metadata as one JSON file. */
export const ExportRuleChainAction = () => {
    const record = useRecordContext();
    const notify = useNotify();
    if (!record) return null;
    const exportChain = async () => {
        const id = String(record.id);
        const [ruleChain, metadata] = await Promise.all([
            httpClient.request<RuleChainFields>(`/api/ruleChain/${id}`),
            httpClient.request<RuleChainMetaData>(`/api/ruleChain/${id}/metadata`),
        ]);
        saveJson(ruleChainFile(ruleChain, metadata), ruleChainFileName(ruleChain.name));
    };
    return <ActionButton label="rulechain.export" icon={<FileDownloadIcon />} onClick={() => exportChain().catch(() => notify('rulechain.export-failed', { type: 'error' }))} />;
};
