import Box from '@mui/material/Box';
import { useFieldValue } from 'react-admin';

export const JsonField = ({ source }: { source: string }) => {
    const value = useFieldValue({ source });
    if (value === undefined || value === null) return null;
    return (
        <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(value, null, 2)}
        </Box>
    );
};
