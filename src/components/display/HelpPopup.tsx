import Close from '@mui/icons-material/Close';
import Help from '@mui/icons-material/Help';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useHelpLoader, type HelpLoader } from '../help/useHelpLoader';
import { helpLinkUrl } from './helpLinks';
import { PLACEMENT_ORIGINS, POPOVER_ANIMATION_MS, type PopoverPlacement } from './popoverPlacements';
import { OpenInNew } from './directionalIcons';

// The markdown renderer loads with the first opened help: every list toolbar has a help button, so
// importing it eagerly would put react-markdown into the shell bundle.
const MarkdownView = lazy(() => import('./MarkdownView').then(module => ({ default: module.MarkdownView })));

/** Part 2 §9: the circular spinner's diameter. */
const SPINNER_SIZE = 20;
/** Help reads best in lines of about 90 characters; the popup never exceeds 80vw anyway. */
const READING_WIDTH = 680;

export interface HelpPopupProps {
    /** Looked up with `loadHelp` (the user's language, then en_US) when no content is given. */
    helpId?: string;
    helpContent?: string;
    /** A help-link id (part 2 §2): the popup ends with a link to that documentation page. */
    helpLinkId?: string;
    /** A text button instead of the help icon. */
    triggerText?: string;
    placement?: PopoverPlacement;
    loadHelp?: HelpLoader;
    /** Small in dense toolbars (code editors). */
    size?: 'small' | 'medium';
}

/**
 * A help button: outline icon while closed, filled while open, a spinner until the help
 * has rendered; the popover fades its markdown in once ready (max 80vw by 80vh).
 */
export const HelpPopup = ({ helpId, helpContent, helpLinkId, triggerText, placement = 'bottom', loadHelp, size = 'medium' }: HelpPopupProps) => {
    const translate = useTranslate();
    const languageLoader = useHelpLoader();
    const load = loadHelp ?? languageLoader;
    const anchor = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(false);
    /** The loaded markdown and the loader it came from: another language loads again. */
    const [loaded, setLoaded] = useState<{ from: HelpLoader; markdown: string } | null>(null);
    const [ready, setReady] = useState(false);
    const markdown = helpContent ?? (loaded?.from === load ? loaded.markdown : null);

    useEffect(() => {
        if (!open || markdown !== null || !helpId) return;
        let live = true;
        load(helpId).then(
            text => live && setLoaded({ from: load, markdown: text }),
            () => live && setLoaded({ from: load, markdown: translate('help.no-help-found') })
        );
        return () => {
            live = false;
        };
    }, [open, helpId, markdown, load, translate]);

    const toggle = () => {
        setReady(false);
        setOpen(current => !current);
    };
    const busy = open && !ready;
    const iconSize = size === 'small' ? 'small' : 'medium';
    const icon = busy ? <CircularProgress size={SPINNER_SIZE} /> : open ? <Help fontSize={iconSize} /> : <HelpOutline fontSize={iconSize} />;
    const label = translate('help.show-help');
    const docLink = helpLinkUrl(helpLinkId);

    return (
        <>
            {triggerText ? (
                <Button ref={anchor} size="small" onClick={toggle} endIcon={icon} aria-expanded={open}>
                    {triggerText}
                </Button>
            ) : (
                <Tooltip title={label}>
                    <IconButton ref={anchor} size={size} aria-label={label} aria-expanded={open} aria-haspopup="dialog" onClick={toggle}>
                        {icon}
                    </IconButton>
                </Tooltip>
            )}
            <Popover
                open={open}
                anchorEl={anchor.current}
                onClose={toggle}
                {...PLACEMENT_ORIGINS[placement]}
                slotProps={{
                    paper: {
                        role: 'dialog',
                        'aria-label': label,
                        sx: { maxWidth: '80vw', maxHeight: '80vh', overflow: 'auto', px: 2.5, py: 1.5, minWidth: { xs: 0, sm: 320 } },
                    },
                }}
            >
                <IconButton
                    size="small"
                    aria-label={translate('action.close')}
                    onClick={toggle}
                    sx={{ position: 'sticky', top: 0, float: 'right', ml: 1, mr: -1, bgcolor: 'background.paper', '&:hover': { bgcolor: 'action.hover' } }}
                >
                    <Close fontSize="small" />
                </IconButton>
                {markdown !== null && (
                    // A comfortable reading width; long code lines scroll inside their block.
                    <Box sx={{ maxWidth: READING_WIDTH, opacity: ready ? 1 : 0, transition: `opacity ${POPOVER_ANIMATION_MS}ms` }} data-testid="help-content">
                        <Suspense fallback={null}>
                            <MarkdownView
                                data={markdown}
                                fallbackToPlainMarkdown
                                onReady={() => setReady(true)}
                                sx={{ '& h1, & h2, & h3': { mt: 1, mb: 1 }, '& h2': { fontSize: '1.25rem', fontWeight: 500 }, '& h3': { fontSize: '1.05rem', fontWeight: 500 }, '& p, & li': { lineHeight: 1.6 } }}
                            />
                        </Suspense>
                        {docLink && (
                            <>
                                <Divider sx={{ mt: 1.5, mb: 1 }} />
                                <Button size="small" href={docLink} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew fontSize="small" />}>
                                    {translate('help.goto-help-page')}
                                </Button>
                            </>
                        )}
                    </Box>
                )}
            </Popover>
        </>
    );
};
