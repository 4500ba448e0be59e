import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { usePublicTranslate } from '../providers/i18n/PublicTranslateContext';

/** Shown while the console's code is downloaded after sign-in. */
export const ConsoleLoading = () => {
    const translate = usePublicTranslate();
    return (
        <Box
            sx={{
                height: '100vh',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
            }}
        >
            <CircularProgress aria-label={translate('app.loading')} />
        </Box>
    );
};
