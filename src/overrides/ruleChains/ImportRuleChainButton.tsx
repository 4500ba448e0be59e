import { useNavigate } from 'react-router';
import { importedChain, importedRuleChain, ruleChainFileError, type RuleChainFile } from '../../components/ruleChain/ruleChainExport';
import { ImportJsonFileButton, type FileCheck } from '../../generic/actions/ImportJsonFileButton';

const readRuleChain = (text: string): FileCheck<RuleChainFile> => {
    let content: unknown;
    try {
        content = JSON.parse(text);
    } catch {
        content = null;
    }
    const error = ruleChainFileError(content);
    return error ? { error } : { value: content as RuleChainFile };
};

/** ThingsBoard's "Import rule chain": a JSON file opens in the editor as a new chain (core or edge), saved only on Save. */
export const ImportRuleChainButton = ({ type = 'CORE' }: { type?: 'CORE' | 'EDGE' }) => {
    const navigate = useNavigate();
    const open = (file: RuleChainFile) => {
        importedRuleChain.put(importedChain(file, type));
        navigate('/ruleChains/import');
    };
    return <ImportJsonFileButton label="rulechain.import" testId="import-rule-chain-file" read={readRuleChain} onImport={open} />;
};
