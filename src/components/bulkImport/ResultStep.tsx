import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { components } from '../../../shared/generated/api.gen';

export type BulkImportResult = components['schemas']['BulkImportResult'];

interface ResultStepProps {
    /** Null while the import runs. */
    result: BulkImportResult | null;
    /** The message of a refused import (not a CSV text, a broken mapping). */
    failure: string | null;
}

const Count = ({ icon, text, color }: { icon: ReactNode; text: string; color: string }) => (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ color }}>
        {icon}
        <Typography color="text.primary">{text}</Typography>
    </Stack>
);

/** Step 4: a progress bar while the server imports, then the counts and the 'Line: N; Error: message' list. */
export const ResultStep = ({ result, failure }: ResultStepProps) => {
    const translate = useTranslate();
    if (failure) return <Alert severity="error">{failure}</Alert>;
    if (!result) {
        return (
            <Box sx={{ py: 4 }}>
                <Typography sx={{ mb: 2 }}>{translate('import.importing')}</Typography>
                <LinearProgress aria-label={translate('import.importing')} />
            </Box>
        );
    }
    return (
        <Stack spacing={1.5} aria-live="polite">
            <Count icon={<CheckCircleOutlineIcon />} color="success.main" text={translate('import.message.create-entities', { smart_count: result.created })} />
            <Count icon={<SyncIcon />} color="info.main" text={translate('import.message.update-entities', { smart_count: result.updated })} />
            <Count icon={<ErrorOutlineIcon />} color={result.errors > 0 ? 'error.main' : 'text.disabled'} text={translate('import.message.error-entities', { smart_count: result.errors })} />
            {result.errorsList.length > 0 && (
                <Box>
                    <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
                        {translate('import.details')}
                    </Typography>
                    <List
                        dense
                        aria-label={translate('import.details')}
                        sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontSize: 13 }}
                    >
                        {result.errorsList.map((line, index) => (
                            <ListItem key={index} sx={{ py: 0.25, color: 'error.main', overflowWrap: 'anywhere' }}>
                                {line}
                            </ListItem>
                        ))}
                    </List>
                </Box>
            )}
        </Stack>
    );
};
