import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';
import { MenuIcon } from './menu/menuIcons';
import { isSectionActive, type MenuSection, PAGE_NAME_OPTIONS } from './menu/menuSections';
import { MENU_TOGGLE_MS } from './shellDimensions';

/** The sections of the side menu: links, and toggle groups that open on the active page. */
export const SideMenu = ({
    sections,
    onNavigate,
}: {
    sections: readonly MenuSection[];
    onNavigate?: () => void;
}) => {
    const translate = useTranslate();
    return (
        <List component="nav" aria-label={translate('app.main-menu')} sx={{ py: 1 }}>
            {sections.map(section =>
                section.type === 'toggle' ? (
                    <ToggleSection key={section.id} section={section} onNavigate={onNavigate} />
                ) : (
                    <LinkSection key={section.id} section={section} onNavigate={onNavigate} />
                )
            )}
        </List>
    );
};

const itemSx = {
    minHeight: 44,
    mx: 1,
    borderRadius: 1,
    '& .MuiListItemIcon-root': { minWidth: 40, color: 'text.secondary' },
    '&.Mui-selected': {
        bgcolor: 'rgba(48, 86, 128, 0.1)',
        color: 'primary.main',
        '& .MuiListItemIcon-root': { color: 'primary.main' },
        '& .MuiListItemText-primary': { fontWeight: 500 },
    },
} as const;

const LinkSection = ({
    section,
    onNavigate,
    nested = false,
}: {
    section: MenuSection;
    onNavigate?: () => void;
    nested?: boolean;
}) => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const active = isSectionActive(section, pathname);
    return (
        <ListItemButton
            component={RouterLink}
            to={section.path}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ ...itemSx, pl: nested ? 4 : 2 }}
        >
            <ListItemIcon>
                <MenuIcon name={section.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate(section.name, PAGE_NAME_OPTIONS)} slotProps={{ primary: { variant: 'body2' } }} />
        </ListItemButton>
    );
};

const ToggleSection = ({
    section,
    onNavigate,
}: {
    section: MenuSection;
    onNavigate?: () => void;
}) => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const containsActive = isSectionActive(section, pathname) ||
        (section.pages ?? []).some(page => isSectionActive(page, pathname));
    const [open, setOpen] = useState(containsActive);
    const expanded = open || containsActive;
    return (
        <>
            <ListItemButton
                onClick={() => setOpen(!expanded)}
                aria-expanded={expanded}
                sx={{ ...itemSx, pl: 2 }}
            >
                <ListItemIcon>
                    <MenuIcon name={section.icon} fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={translate(section.name, PAGE_NAME_OPTIONS)} slotProps={{ primary: { variant: 'body2' } }} />
                {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </ListItemButton>
            <Collapse in={expanded} timeout={MENU_TOGGLE_MS} easing="cubic-bezier(0.35, 0, 0.25, 1)" unmountOnExit>
                {/* A group of links (a list would need list items around them). */}
                <Box role="group" aria-label={translate(section.name, PAGE_NAME_OPTIONS)}>
                    {section.pages?.map(page => (
                        <LinkSection key={page.id} section={page} onNavigate={onNavigate} nested />
                    ))}
                </Box>
            </Collapse>
        </>
    );
};
