import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';

const UNITS = ['B', 'KB', 'MB', 'GB'];

export const formatBytes = (bytes: number): string => {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit += 1;
    }
    return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
};

export const BytesField = ({ source }: { source: string }) => {
    const value = useFieldValue({ source });
    return (
        <Typography component="span" variant="body2">
            {typeof value === 'number' ? formatBytes(value) : ''}
        </Typography>
    );
};
