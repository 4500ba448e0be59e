import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import { Menu, useSidebarState } from 'react-admin';
import { ProductLogo } from '../components/display/ProductLogo';

/** The side menu; entity sections will be added from the registry. */
export const ShellMenu = () => {
    const [sidebarOpen] = useSidebarState();
    return (
        <Menu>
            {sidebarOpen && (
                <Box sx={{ px: 2, pt: 1, pb: 2 }}>
                    <ProductLogo size={32} />
                </Box>
            )}
            <Menu.Item to="/home" primaryText="home.home" leftIcon={<HomeIcon />} />
        </Menu>
    );
};
