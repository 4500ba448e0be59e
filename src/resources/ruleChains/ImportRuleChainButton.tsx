import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { importedChain, importedRuleChain, ruleChainFileError, type RuleChainFile } from '../../components/ruleChain/ruleChainExport';

/** ThingsBoard's "Import rule chain": a JSON file opens in the editor as a new chain (core or edge), saved only on Save. */
export const ImportRuleChainButton = ({ type = 'CORE' }: { type?: 'CORE' | 'EDGE' }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const input = useRef<HTMLInputElement>(null);
    const read = async (file: File) => {
        let content: unknown;
        try {
            content = JSON.parse(await file.text());
        } catch {
            content = null;
        }
        const error = ruleChainFileError(content);
        if (error) {
            notify(error, { type: 'error' });
            return;
        }
        importedRuleChain.put(importedChain(content as RuleChainFile, type));
        navigate('/ruleChains/import');
    };
    return (
        <>
            <input
                ref={input}
                type="file"
                accept=".json,application/json"
                hidden
                data-testid="import-rule-chain-file"
                onChange={event => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void read(file);
                }}
            />
            <Button size="small" startIcon={<FileUploadIcon />} onClick={() => input.current?.click()} sx={{ mr: 1 }}>
                {translate('rulechain.import')}
            </Button>
        </>
    );
};
