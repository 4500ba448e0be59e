import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A dialog kept in local state closes when navigation starts, like the stored ones (part 2 §2.2). */
export const useCloseOnNavigation = (open: boolean, onClose: () => void) => {
    const { key } = useLocation();
    const openedAt = useRef(key);
    const latestClose = useRef(onClose);
    useEffect(() => {
        latestClose.current = onClose;
    });
    useEffect(() => {
        if (open) openedAt.current = key;
    }, [open]); // only when it opens: the key it opened at
    useEffect(() => {
        if (open && key !== openedAt.current) latestClose.current();
    }, [key, open]);
};
