import { AppBar, TitlePortal } from 'react-admin';
import { ShellUserMenu } from './ShellUserMenu';

export const ShellAppBar = () => (
    <AppBar color="primary" userMenu={<ShellUserMenu />}>
        <TitlePortal />
    </AppBar>
);
