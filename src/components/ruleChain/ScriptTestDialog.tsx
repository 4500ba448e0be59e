import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../providers/http/httpClient';
import { JsFuncEditor } from '../editors/JsFuncEditor';
import { JsonContentEditor } from '../editors/JsonContentEditor';
import { KeyValueMapInput } from '../inputs/KeyValueMapInput';
import { mapOf, rowsOf } from '../inputs/keyValueMap';
import { MessageTypeAutocomplete } from '../pickers/MessageTypeAutocomplete';
import type { ScriptSpec } from './scriptNodes';
import { defaultTestInput, formatScriptOutput, saveEnabled, testInputFromDebug, testInputValid, testScriptRequest, testWithRetry, type ScriptTestAnswer, type ScriptTestInput } from './scriptTest';

export interface ScriptTestDialogProps {
    script: string;
    spec: ScriptSpec;
    /** A saved node's id: its latest debug input becomes the sample message. */
    ruleNodeId?: string;
    onClose(): void;
    /** Called with the script once a Save's test run succeeded. */
    onSave(script: string): void;
}

interface TestResult {
    output: string;
    error: string | null;
    /** The sandbox was too busy to start the script, twice: not the script's fault. */
    sandboxBusy: boolean;
}

const pane = { display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 } as const;

/** Message, metadata, script and output side by side; Test runs the script on the server's sandbox (part 2 §4). */
export const ScriptTestDialog = ({ script: initialScript, spec, ruleNodeId, onClose, onSave }: ScriptTestDialogProps) => {
    const translate = useTranslate();
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const [input, setInput] = useState<ScriptTestInput>(() => defaultTestInput());
    const [script, setScript] = useState(initialScript);
    const [savedScript, setSavedScript] = useState(initialScript);
    const [scriptValid, setScriptValid] = useState(true);
    const [loading, setLoading] = useState(false);
    const [retrying, setRetrying] = useState(false);
    const [result, setResult] = useState<TestResult | null>(null);
    /** Whether every metadata row has a key and a value (the map alone cannot tell a half-typed duplicate). */
    const [metadataComplete, setMetadataComplete] = useState(true);
    /** Bumped when a debug message replaces the sample, so the metadata rows start over from it. */
    const [metadataSource, setMetadataSource] = useState(0);

    useEffect(() => {
        if (!ruleNodeId) return;
        let current = true;
        httpClient
            .request<unknown>(`/api/ruleNode/${ruleNodeId}/debugIn`, { ignoreErrors: true })
            .then(debug => {
                const fromDebug = testInputFromDebug(debug);
                if (!current || !fromDebug) return;
                setInput(fromDebug);
                setMetadataSource(source => source + 1);
            })
            .catch(() => undefined);
        return () => {
            current = false;
        };
    }, [ruleNodeId]);

    const run = async (): Promise<TestResult> => {
        setLoading(true);
        setRetrying(false);
        try {
            const call = () => httpClient.request<ScriptTestAnswer>('/api/ruleChain/testScript', { method: 'POST', body: testScriptRequest(script, spec, input) });
            const answer = await testWithRetry(call, () => setRetrying(true));
            const next = { output: formatScriptOutput(answer.output), error: answer.error || null, sandboxBusy: answer.sandboxBusy };
            setResult(next);
            return next;
        } finally {
            setLoading(false);
            setRetrying(false);
        }
    };
    const save = async () => {
        const outcome = await run();
        if (outcome.error || outcome.sandboxBusy) return;
        setSavedScript(script);
        onSave(script);
    };
    const inputValid = testInputValid(input) && metadataComplete;

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={narrow} aria-labelledby="script-test-title">
            <DialogTitle id="script-test-title">{translate('rulenode.test-script-function')}</DialogTitle>
            {loading ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
            <DialogContent dividers>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                    <Box sx={pane}>
                        <Typography variant="subtitle2">{translate('rulenode.message')}</Typography>
                        <MessageTypeAutocomplete
                            label={translate('rulenode.message-type')}
                            value={input.msgType}
                            required
                            onChange={msgType => setInput(current => ({ ...current, msgType: msgType ?? '' }))}
                        />
                        <JsonContentEditor label={translate('rulenode.message')} value={input.msg} required validateOnChange onChange={msg => setInput(current => ({ ...current, msg }))} height={180} />
                        <Typography variant="subtitle2" sx={{ mt: 1 }}>
                            {translate('rulenode.metadata')}
                        </Typography>
                        <KeyValueMapInput
                            key={metadataSource}
                            value={mapOf(input.metadata)}
                            keyLabel={translate('rulenode.metadata-key')}
                            valueLabel={translate('rulenode.metadata-value')}
                            onChange={(metadata, complete) => {
                                setMetadataComplete(complete);
                                setInput(current => ({ ...current, metadata: rowsOf(metadata) }));
                            }}
                        />
                    </Box>
                    <Box sx={pane}>
                        <JsFuncEditor
                            label={translate('rulenode.script')}
                            value={script}
                            onChange={setScript}
                            argNames={spec.argNames}
                            functionName={spec.functionName}
                            resultType={spec.resultType}
                            helpId={spec.helpId}
                            onValidityChange={setScriptValid}
                            height={260}
                        />
                        <Typography variant="subtitle2">{translate('rulenode.output')}</Typography>
                        {retrying && (
                            <Alert severity="info" role="status" data-testid="script-test-retrying">
                                {translate('rulenode.sandbox-busy-retrying')}
                            </Alert>
                        )}
                        {result?.sandboxBusy ? (
                            <Alert severity="warning" data-testid="script-test-sandbox-busy">
                                <AlertTitle>{translate('rulenode.sandbox-busy-title')}</AlertTitle>
                                {translate('rulenode.sandbox-busy-text')}
                            </Alert>
                        ) : result?.error ? (
                            <Alert severity="error" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13 }} data-testid="script-test-error">
                                {result.error}
                            </Alert>
                        ) : (
                            <Box
                                component="pre"
                                data-testid="script-test-output"
                                sx={{ m: 0, p: 1.5, minHeight: 120, maxHeight: 260, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, fontFamily: 'monospace' }}
                            >
                                {result?.output ?? ''}
                            </Box>
                        )}
                    </Box>
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => void run()} disabled={loading || !inputValid}>
                    {translate('rulenode.test')}
                </Button>
                <Box sx={{ flex: 1 }} />
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={() => void save()} disabled={loading || !metadataComplete || !saveEnabled(script, savedScript, scriptValid, input)}>
                    {translate('action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
