import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WriteResult } from './useEntityWrite';

/** The line under an input widget saying whether the last update was saved. */
export const InputResult = ({ result }: { result: WriteResult }) => {
    const translate = useTranslate();
    if (!result) return null;
    return result.kind === 'success' ? (
        <Typography component="span" role="status" variant="inherit" color="success.main">
            {translate('widgets.input.update-successful')}
        </Typography>
    ) : (
        <Typography component="span" role="alert" variant="inherit" color="error">
            {translate(result.message, { _: result.message })}
        </Typography>
    );
};
