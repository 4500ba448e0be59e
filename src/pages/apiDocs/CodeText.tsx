import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

/** Inline code as the contract marks it (`like this`), the rest as plain text with its line breaks. */
export const CodeText = ({ text }: { text: string }) => (
    <Box component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text.split('`').map((part, index) =>
            index % 2 === 1 ? (
                <Box
                    key={index}
                    component="code"
                    sx={{ fontFamily: 'monospace', fontSize: '0.9em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}
                >
                    {part}
                </Box>
            ) : (
                <Fragment key={index}>{part}</Fragment>
            )
        )}
    </Box>
);

/** A description in the secondary text colour, if there is one. */
export const DescriptionText = ({ text, mt = 0.5 }: { text?: string; mt?: number }) =>
    text ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt }}>
            <CodeText text={text} />
        </Typography>
    ) : null;
