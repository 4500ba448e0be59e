import BugReportIcon from '@mui/icons-material/BugReport';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { JsFuncEditor } from '../editors/JsFuncEditor';
import type { ScriptSpec } from './scriptNodes';
import { ScriptTestDialog } from './ScriptTestDialog';

/** rjsf form context of the node configuration form. */
export interface NodeFormContext {
    ruleNodeId?: string;
    readOnly: boolean;
    /** The configuration as edited, for widgets that depend on a sibling field. */
    configuration?: Record<string, unknown>;
}

/** A node script in the configuration form: the JS function editor and ThingsBoard's "Test script function". */
export const ScriptFieldWidget = ({ value, onChange, options, label, registry }: WidgetProps) => {
    const translate = useTranslate();
    const spec = options.spec as ScriptSpec;
    const context = registry.formContext as NodeFormContext;
    const [testing, setTesting] = useState(false);
    const script = typeof value === 'string' ? value : '';
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <JsFuncEditor
                label={label}
                value={script}
                onChange={onChange}
                argNames={spec.argNames}
                functionName={spec.functionName}
                resultType={spec.resultType}
                helpId={spec.helpId}
                disabled={context.readOnly}
                height={200}
            />
            <Box>
                <Button variant="outlined" size="small" startIcon={<BugReportIcon />} onClick={() => setTesting(true)}>
                    {translate('rulenode.test-script-function')}
                </Button>
            </Box>
            {testing && (
                <ScriptTestDialog
                    script={script}
                    spec={spec}
                    ruleNodeId={context.ruleNodeId}
                    onClose={() => setTesting(false)}
                    onSave={saved => {
                        onChange(saved);
                        setTesting(false);
                    }}
                />
            )}
        </Box>
    );
};
