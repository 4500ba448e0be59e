import AccountCircle from '@mui/icons-material/AccountCircle';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { AUTHORITY_LABEL_KEYS } from '../providers/auth/authorityLabels';
import { toIdentity } from '../providers/auth/userIdentity';
import { ApiDocsMenuItem } from '../pages/apiDocs/ApiDocsMenuItem';
import { ThemeMenuItems } from './theme/ThemeMenuItems';
import { useShellSession } from './useShellSession';
import { ExitToApp } from '../components/display/directionalIcons';

/**
 * The account icon with the display name and, from 1280 px, the role; a three-dot menu
 * offers Profile and Logout (part 2 §2.5, §6).
 */
export const ShellUserMenu = () => {
    const translate = useTranslate();
    const session = useShellSession();
    const logout = useLogout();
    const navigate = useNavigate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const close = () => setAnchor(null);
    if (!session) return null;
    const user = toIdentity(session.user);
    const role = translate(AUTHORITY_LABEL_KEYS[user.authority]);

    return (
        <>
            <Button
                color="inherit"
                // The name holds the text shown on the button (WCAG 2.5.3 label in name).
                aria-label={`${translate('user.user-menu')}: ${user.fullName} ${role}`}
                aria-haspopup="menu"
                onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                startIcon={<AccountCircle />}
                endIcon={<MoreVert />}
                sx={{
                    ml: 1,
                    py: 0.5,
                    px: 1,
                    minWidth: 0,
                    textAlign: 'left',
                    '& .MuiButton-startIcon > svg': { fontSize: 32 },
                    '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
                }}
            >
                <Box sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 220 }}>
                    <Typography variant="body2" component="div" noWrap sx={{ fontWeight: 500 }}>
                        {user.fullName}
                    </Typography>
                    {/* Keeps the name and the role apart in the button's text, as in its label. */}{' '}
                    <Typography variant="caption" component="div" noWrap sx={{ opacity: 0.8, display: { xs: 'none', lg: 'block' } }}>
                        {role}
                    </Typography>
                </Box>
            </Button>
            <Menu
                anchorEl={anchor}
                open={anchor !== null}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                disableScrollLock
            >
                <PhoneIdentity fullName={user.fullName} role={role} />
                {!session.isPublic && (
                    <MenuItem
                        onClick={() => {
                            close();
                            navigate('/profile');
                        }}
                    >
                        <ListItemIcon>
                            <AccountCircle fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate('profile.profile')}</ListItemText>
                    </MenuItem>
                )}
                <ThemeMenuItems onDone={close} />
                <ApiDocsMenuItem onDone={close} />
                {/* An explicit sign-out is not remembered as the page to return to. */}
                <MenuItem onClick={() => logout(undefined, undefined, false)}>
                    <ListItemIcon>
                        <ExitToApp fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{translate('user.logout')}</ListItemText>
                </MenuItem>
            </Menu>
        </>
    );
};

/**
 * Who is signed in, atop the menu on phones (the button shows it from 600 px). The menu list
 * skips it when it focuses its first item, so a menu opened by keyboard lands on Profile.
 */
const PhoneIdentity = ({ fullName, role }: { fullName: string; role: string }) => (
    <Box sx={{ display: { xs: 'block', sm: 'none' }, px: 2, pb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
            {role}
        </Typography>
    </Box>
);
PhoneIdentity.muiSkipListHighlight = true;
