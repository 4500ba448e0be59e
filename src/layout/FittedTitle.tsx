import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';

const LARGEST = 18;
const SMALLEST = 14;

/**
 * A one-line page title that takes a smaller size, down to SMALLEST px, before it is cut: on a phone
 * the app bar leaves little room, and a language with long words (Georgian "მოწყობილობები") would
 * otherwise read "მოწყ…". Only a title too long even then ends with "…".
 */
export const FittedTitle = ({ text }: { text: string }) => {
    const ref = useRef<HTMLHeadingElement>(null);
    const [size, setSize] = useState(LARGEST);
    useLayoutEffect(() => setSize(LARGEST), [text]);
    useLayoutEffect(() => {
        const title = ref.current;
        if (!title) return;
        const fit = () => {
            if (title.scrollWidth > title.clientWidth && size > SMALLEST) setSize(size - 1);
        };
        fit();
        const observer = new ResizeObserver(fit);
        observer.observe(title);
        return () => observer.disconnect();
    }, [size, text]);
    return (
        <Typography ref={ref} component="h1" variant="h6" noWrap sx={{ fontSize: size }}>
            {text}
        </Typography>
    );
};
