import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';
import { breadcrumbsOf, type BreadcrumbEntry } from './breadcrumbsOf';
import { FittedTitle } from './FittedTitle';
import { usePageTitleOf } from './pageTitleStore';
import { MenuIcon } from './menu/menuIcons';
import { PAGE_NAME_OPTIONS } from './menu/menuSections';
import { NavigateNext } from '../components/display/directionalIcons';

/**
 * The breadcrumb bar (part 2 §2.1): on small screens only the last entry, as a heading;
 * on larger ones every entry, earlier ones as links, separated by a > mark.
 */
export const ShellBreadcrumbs = () => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const entries = breadcrumbsOf(pathname, usePageTitleOf(pathname));
    const textOf = (entry: BreadcrumbEntry) => entry.text ?? translate(entry.label, PAGE_NAME_OPTIONS);
    if (entries.length === 0) return null;
    const last = entries[entries.length - 1];

    if (isSmall) {
        return <FittedTitle text={textOf(last)} />;
    }
    return (
        <Breadcrumbs
            aria-label={translate('app.breadcrumb')}
            separator={<NavigateNext fontSize="small" />}
            sx={{ color: 'inherit', '& .MuiBreadcrumbs-separator': { opacity: 0.7 } }}
        >
            {entries.map((entry, index) => {
                const content = (
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                        <MenuIcon name={entry.icon} sx={{ fontSize: 20 }} />
                        {textOf(entry)}
                    </Box>
                );
                return index === entries.length - 1 ? (
                    <Typography key={entry.url} component="h1" variant="h6" sx={{ fontSize: 18, color: 'inherit' }} aria-current="page">
                        {content}
                    </Typography>
                ) : (
                    <Link key={entry.url} component={RouterLink} to={entry.url} color="inherit" underline="hover" sx={{ opacity: 0.85, fontSize: 18 }}>
                        {content}
                    </Link>
                );
            })}
        </Breadcrumbs>
    );
};
