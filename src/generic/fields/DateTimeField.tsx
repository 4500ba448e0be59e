import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { formatDateTime as formatInLanguage } from '../../providers/i18n/localeFormat';

/** A table's date in the browser's time zone, as the console's language writes it (ThingsBoard's `yyyy-MM-dd HH:mm:ss` in English). */
export const formatDateTime = (ms: number): string => formatInLanguage(ms);

export const DateTimeField = ({ source }: { source: string }) => {
    const value = useFieldValue({ source });
    return (
        <Typography component="span" variant="body2">
            {typeof value === 'number' ? formatDateTime(value) : ''}
        </Typography>
    );
};
