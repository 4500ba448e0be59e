import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { formatFileSize } from './fileSize';

/** A record's byte count as a file size (1024 steps). */
export const BytesField = ({ source }: { source: string }) => {
    const value = useFieldValue({ source });
    return (
        <Typography component="span" variant="body2">
            {typeof value === 'number' ? formatFileSize(value) : ''}
        </Typography>
    );
};
