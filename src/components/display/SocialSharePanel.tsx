import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Reddit from '@mui/icons-material/Reddit';
import Twitter from '@mui/icons-material/Twitter';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { isShareableLink, SHARE_TARGETS, type ShareContent } from './socialShare';

const ICONS: Readonly<Record<string, ReactNode>> = {
    Facebook: <Facebook />,
    Twitter: <Twitter />,
    Linkedin: <LinkedIn />,
    Reddit: <Reddit />,
};

/** Share buttons for a link; nothing at all when the link is empty or local. */
export const SocialSharePanel = (content: ShareContent) => {
    if (!isShareableLink(content.shareLink)) return null;
    return (
        <Stack direction="row" spacing={0.5}>
            {SHARE_TARGETS.map(target => (
                <IconButton key={target.network} aria-label={target.network} href={target.url(content)} target="_blank" rel="noopener noreferrer">
                    {ICONS[target.network]}
                </IconButton>
            ))}
        </Stack>
    );
};
