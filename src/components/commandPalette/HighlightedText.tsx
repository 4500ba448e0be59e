import Box from '@mui/material/Box';
import type { MatchRange } from './matchText';

/** The text with the parts that matched the query in bold. */
export const HighlightedText = ({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) => {
    const parts: Array<{ text: string; matched: boolean }> = [];
    let at = 0;
    for (const [start, end] of ranges) {
        if (start > at) parts.push({ text: text.slice(at, start), matched: false });
        parts.push({ text: text.slice(start, end), matched: true });
        at = end;
    }
    if (at < text.length) parts.push({ text: text.slice(at), matched: false });
    return (
        <>
            {parts.map((part, index) =>
                part.matched ? (
                    <Box key={index} component="mark" sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700 }}>
                        {part.text}
                    </Box>
                ) : (
                    part.text
                )
            )}
        </>
    );
};
