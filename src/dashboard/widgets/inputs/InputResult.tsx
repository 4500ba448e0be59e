import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WriteResult } from './useEntityWrite';

/** The line under an input widget saying whether the last update was saved. */
export const InputResult = ({ result }: { result: WriteResult }) => {
    const translate = useTranslate();
    if (!result) return null;
    return result.kind === 'success' ? (
        <Typography role="status" variant="body2" color="success.main">
            {translate('widgets.input.update-successful')}
        </Typography>
    ) : (
        <Typography role="alert" variant="body2" color="error">
            {translate(result.message, { _: result.message })}
        </Typography>
    );
};
