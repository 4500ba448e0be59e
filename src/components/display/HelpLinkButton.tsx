import HelpOutline from '@mui/icons-material/HelpOutline';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { helpLinkUrl } from './helpLinks';

/** Opens the documentation page of a help-link id in a new tab; absent when there is none. */
export const HelpLinkButton = ({ helpLinkId }: { helpLinkId: string | null | undefined }) => {
    const translate = useTranslate();
    const url = helpLinkUrl(helpLinkId);
    if (!url) return null;
    return (
        <IconButton aria-label={translate('help.goto-help-page')} title={translate('help.goto-help-page')} href={url} target="_blank" rel="noopener noreferrer">
            <HelpOutline />
        </IconButton>
    );
};
