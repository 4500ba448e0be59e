import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';

const pad = (value: number) => String(value).padStart(2, '0');

/** ThingsBoard's table date: `yyyy-MM-dd HH:mm:ss` in the browser's time zone. */
export const formatDateTime = (ms: number): string => {
    const date = new Date(ms);
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

export const DateTimeField = ({ source }: { source: string }) => {
    const value = useFieldValue({ source });
    return (
        <Typography component="span" variant="body2">
            {typeof value === 'number' ? formatDateTime(value) : ''}
        </Typography>
    );
};
