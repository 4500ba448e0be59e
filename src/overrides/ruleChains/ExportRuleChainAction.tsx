import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useNotify, useRecordContext } from 'react-admin';
import type { RuleChainFields, RuleChainMetaData } from '../../components/ruleChain/ruleChainModel';
import { ruleChainFile, ruleChainFileName } from '../../components/ruleChain/ruleChainExport';
import { downloadJson } from '../../lib/saveFile';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { httpClient } from '../../providers/http/httpClient';

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
        downloadJson(ruleChainFileName(ruleChain.name), JSON.stringify(ruleChainFile(ruleChain, metadata), null, 2));
    };
    return <ActionButton label="rulechain.export" icon={<FileDownloadIcon />} onClick={() => exportChain().catch(() => notify('rulechain.export-failed', { type: 'error' }))} />;
};
