import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/** An indeterminate spinner that screen readers announce as "Loading…" (a progressbar needs a name). */
export const LoadingSpinner = (props: Omit<CircularProgressProps, 'aria-label'>) => {
    const translate = useTranslate();
    return <CircularProgress aria-label={translate('app.loading')} {...props} />;
};
