import Box from '@mui/material/Box';
import { jsonObjectText, jsonViewerSize } from './jsonText';
import { LazyMonaco } from './monaco/LazyMonaco';

export interface JsonObjectViewerProps {
    value: unknown;
    /** Sized to the text (17 px a line, 8 px a character) unless fixed sizes are given. */
    width?: number;
    height?: number;
    label?: string;
}

/** A read-only view of a JSON value. */
export const JsonObjectViewer = ({ value, width, height, label }: JsonObjectViewerProps) => {
    const text = jsonObjectText(value);
    const size = jsonViewerSize(text);
    return (
        <Box sx={{ width: width ?? size.width, maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <LazyMonaco value={text} language="json" tabSize={2} bare readOnly height={height ?? size.height} ariaLabel={label} />
        </Box>
    );
};
