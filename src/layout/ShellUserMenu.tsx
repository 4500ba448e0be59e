import AccountCircle from '@mui/icons-material/AccountCircle';
import ExitToApp from '@mui/icons-material/ExitToApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { AUTHORITY_LABEL_KEYS } from '../providers/auth/authorityLabels';
import type { ShellIdentity } from '../providers/auth/userIdentity';

/**
 * The signed-in user's name and role, as ThingsBoard shows them in its toolbar,
 * opening a menu with Logout (Profile joins it with the profile page).
 */
export const ShellUserMenu = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const logout = useLogout();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const close = () => setAnchor(null);
    const user = identity as ShellIdentity | undefined;

    return (
        <>
            <Button
                color="inherit"
                aria-label={translate('user.user-menu')}
                aria-haspopup
                onClick={(event: MouseEvent<HTMLElement>) =>
                    setAnchor(event.currentTarget)
                }
                startIcon={<AccountCircle />}
                sx={{
                    ml: 1,
                    py: 0.5,
                    textAlign: 'left',
                    '& .MuiButton-startIcon > svg': { fontSize: 32 },
                }}
            >
                {user && (
                    <UserSummary
                        user={user}
                        sx={{ display: { xs: 'none', sm: 'block' } }}
                    />
                )}
            </Button>
            <Menu
                anchorEl={anchor}
                open={anchor !== null}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                disableScrollLock
            >
                {user && (
                    <UserSummary
                        user={user}
                        sx={{ display: { xs: 'block', sm: 'none' }, px: 2, pb: 1 }}
                    />
                )}
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

/** Name over role; in the toolbar on wide screens, atop the menu on phones. */
const UserSummary = ({ user, sx }: { user: ShellIdentity; sx: SxProps<Theme> }) => {
    const translate = useTranslate();
    return (
        <Box sx={sx}>
            <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
                {user.fullName}
            </Typography>
            <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
                {translate(AUTHORITY_LABEL_KEYS[user.authority])}
            </Typography>
        </Box>
    );
};
