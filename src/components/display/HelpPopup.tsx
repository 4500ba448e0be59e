import Help from '@mui/icons-material/Help';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MarkdownView } from './MarkdownView';
import { PLACEMENT_ORIGINS, POPOVER_ANIMATION_MS, type PopoverPlacement } from './popoverPlacements';

/** Help texts ship as markdown files beside the console (public/help/<helpId>.md). */
export const loadHelpContent = async (helpId: string): Promise<string> => {
    const response = await window.fetch(`/help/${encodeURIComponent(helpId)}.md`);
    if (!response.ok) throw new Error(`No help for ${helpId}`);
    return response.text();
};

export interface HelpPopupProps {
    /** Looked up with `loadHelp` when no content is given. */
    helpId?: string;
    helpContent?: string;
    /** A text button instead of the help icon. */
    triggerText?: string;
    placement?: PopoverPlacement;
    loadHelp?: (helpId: string) => Promise<string>;
}

/**
 * A help button: outline icon while closed, filled while open, a spinner until the help
 * has rendered; the popover fades its markdown in once ready (max 80vw by 80vh).
 */
export const HelpPopup = ({ helpId, helpContent, triggerText, placement = 'bottom', loadHelp = loadHelpContent }: HelpPopupProps) => {
    const translate = useTranslate();
    const anchor = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(false);
    const [markdown, setMarkdown] = useState<string | null>(helpContent ?? null);
    const [ready, setReady] = useState(false);

    useEffect(() => {
        if (!open || helpContent !== undefined || markdown !== null || !helpId) return;
        let live = true;
        loadHelp(helpId).then(
            text => live && setMarkdown(text),
            () => live && setMarkdown(translate('help.no-help-found'))
        );
        return () => {
            live = false;
        };
    }, [open, helpId, helpContent, markdown, loadHelp, translate]);

    const toggle = () => {
        setReady(false);
        setOpen(current => !current);
    };
    const busy = open && !ready;
    const icon = busy ? <CircularProgress size={20} /> : open ? <Help /> : <HelpOutline />;
    const label = translate('help.show-help');

    return (
        <>
            {triggerText ? (
                <Button ref={anchor} size="small" onClick={toggle} endIcon={icon}>
                    {triggerText}
                </Button>
            ) : (
                <IconButton ref={anchor} size="small" aria-label={label} aria-expanded={open} onClick={toggle}>
                    {icon}
                </IconButton>
            )}
            <Popover
                open={open}
                anchorEl={anchor.current}
                onClose={toggle}
                {...PLACEMENT_ORIGINS[placement]}
                slotProps={{ paper: { sx: { maxWidth: '80vw', maxHeight: '80vh', overflow: 'auto', p: 2 } } }}
            >
                {markdown !== null && (
                    <Box sx={{ opacity: ready ? 1 : 0, transition: `opacity ${POPOVER_ANIMATION_MS}ms` }} data-testid="help-content">
                        <MarkdownView data={markdown} fallbackToPlainMarkdown onReady={() => setReady(true)} />
                    </Box>
                )}
            </Popover>
        </>
    );
};
