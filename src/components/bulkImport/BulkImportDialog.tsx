import type { Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../../providers/http/httpClient';
import { useCloseOnNavigation } from '../dialogs/useCloseOnNavigation';
import { ColumnsStep } from './ColumnsStep';
import { defaultMapping, mappingProblem, requestColumns, type ColumnMapping, type ImportEntityType } from './columnTypes';
import { ConfigurationStep, type ImportOptions } from './ConfigurationStep';
import { guessDelimiter, previewRecords } from './csvPreview';
import { FileStep, type ChosenFile } from './FileStep';
import { ResultStep, type BulkImportResult } from './ResultStep';

const STEPS = ['import.stepper-text.select-file', 'import.stepper-text.configuration', 'import.stepper-text.column-type', 'import.stepper-text.done'];
const PREVIEW_ROWS = 6;
const [FILE, CONFIGURATION, COLUMNS, RESULT] = [0, 1, 2, 3];

export interface BulkImportDialogProps {
    entityType: ImportEntityType;
    /** The contract call, e.g. `POST /api/device/bulk_import`. */
    call: string;
    /** i18n key of the title, e.g. `device.import`. */
    titleKey: string;
    onClose(): void;
}

/**
 * ThingsBoard's CSV import wizard: file → delimiter and header with a preview → a type (and key)
 * per column → the server's counts and per-line errors. Full screen on phones.
 */
export const BulkImportDialog = ({ entityType, call, titleKey, onClose }: BulkImportDialogProps) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [step, setStep] = useState(FILE);
    const [file, setFile] = useState<ChosenFile | null>(null);
    const [options, setOptions] = useState<ImportOptions>({ delimiter: ',', header: true, update: false });
    const [columns, setColumns] = useState<ColumnMapping[]>([]);
    const [result, setResult] = useState<BulkImportResult | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const importing = step === RESULT && !result && !failure;
    useCloseOnNavigation(true, onClose);

    const preview = useMemo(() => (file ? previewRecords(file.text, options.delimiter, PREVIEW_ROWS + 1) : []), [file, options.delimiter]);
    // The first line (the header, or the first entity) sets how many columns the mapping has.
    const width = preview[0]?.length ?? 0;
    const titles = Array.from({ length: width }, (_, index) => (options.header ? (preview[0]?.[index] ?? null) : null));
    const examples = Array.from({ length: width }, (_, index) => preview[options.header ? 1 : 0]?.[index] ?? '');
    const problem = step === COLUMNS ? mappingProblem(columns) : null;

    const chooseFile = (chosen: ChosenFile | null) => {
        setFile(chosen);
        if (chosen) setOptions(current => ({ ...current, delimiter: guessDelimiter(chosen.text) }));
    };

    const startImport = async () => {
        setStep(RESULT);
        const [method, path] = call.split(' ') as ['POST', string];
        try {
            const answer = await httpClient.request<BulkImportResult>(path, {
                method,
                body: { file: file!.text, mapping: { columns: requestColumns(columns), delimiter: options.delimiter, header: options.header, update: options.update } },
                ignoreErrors: true,
            });
            setResult(answer);
        } catch (error) {
            setFailure(error instanceof Error ? error.message : String(error));
        }
        refresh();
    };

    const next = () => {
        if (step === CONFIGURATION) setColumns(defaultMapping(entityType, titles.map(title => title ?? ''), options.header));
        if (step === COLUMNS) void startImport();
        else setStep(step + 1);
    };
    const canGoOn = step === FILE ? file !== null : step === CONFIGURATION ? width > 0 : problem === null;

    return (
        <Dialog open onClose={importing ? undefined : onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="bulk-import-title">
            <DialogTitle id="bulk-import-title">{translate(titleKey)}</DialogTitle>
            <DialogContent dividers>
                <Stepper activeStep={result ? STEPS.length : step} alternativeLabel={!fullScreen} orientation="horizontal" sx={{ mb: 3, '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}>
                    {STEPS.map(label => (
                        <Step key={label}>
                            <StepLabel>{translate(label)}</StepLabel>
                        </Step>
                    ))}
                </Stepper>
                <Typography variant="subtitle1" sx={{ display: { xs: 'block', sm: 'none' }, mb: 2, fontWeight: 500 }}>
                    {translate(STEPS[step]!)}
                </Typography>
                {step === FILE && <FileStep file={file} onFile={chooseFile} />}
                {step === CONFIGURATION && <ConfigurationStep options={options} onOptions={setOptions} preview={preview} />}
                {step === COLUMNS && <ColumnsStep entityType={entityType} columns={columns} onColumns={setColumns} titles={titles} examples={examples} />}
                {step === RESULT && <ResultStep result={result} failure={failure} />}
                {problem && (
                    <Typography color="error" role="alert" sx={{ mt: 2 }}>
                        {translate(problem)}
                    </Typography>
                )}
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 1.5 }}>
                {step === RESULT ? (
                    <Button variant="contained" onClick={onClose} disabled={importing}>
                        {translate('action.close')}
                    </Button>
                ) : (
                    <>
                        <Button onClick={onClose}>{translate('action.cancel')}</Button>
                        {step > FILE && <Button onClick={() => setStep(step - 1)}>{translate('action.back')}</Button>}
                        <Button variant="contained" onClick={next} disabled={!canGoOn}>
                            {translate(step === COLUMNS ? 'action.import' : 'action.continue')}
                        </Button>
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
};
