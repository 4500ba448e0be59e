import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** How long the button shows it copied (part 2 §9). */
export const COPY_DONE_MS = 1500;

export interface CopyButtonProps {
    text: string;
    /** Tooltip before copying; 'Copy' by default. */
    tooltipText?: string;
    onCopied?: (text: string) => void;
    disabled?: boolean;
    size?: 'small' | 'medium';
}

/** Copies a text; then shows a check mark and a 'copied' tooltip for 1.5 s. */
export const CopyButton = ({ text, tooltipText, onCopied, disabled, size = 'small' }: CopyButtonProps) => {
    const translate = useTranslate();
    const [done, setDone] = useState(false);

    useEffect(() => {
        if (!done) return;
        const timer = setTimeout(() => setDone(false), COPY_DONE_MS);
        return () => clearTimeout(timer);
    }, [done]);

    const copy = async () => {
        await navigator.clipboard?.writeText(text).catch(() => undefined);
        setDone(true);
        onCopied?.(text);
    };
    const title = done ? translate('action.copied') : (tooltipText ?? translate('action.copy'));

    return (
        <Tooltip title={title} open={done ? true : undefined} placement="top">
            <span>
                <IconButton size={size} aria-label={title} disabled={disabled} onClick={() => void copy()} color={done ? 'success' : 'default'}>
                    {done ? <Check fontSize="inherit" /> : <ContentCopy fontSize="inherit" />}
                </IconButton>
            </span>
        </Tooltip>
    );
};
