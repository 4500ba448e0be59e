import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import { Login as LoginIcon } from '../../components/display/directionalIcons';

// The four brands ThingsBoard ships icons for, by the server's icon ids.
const BRAND_ICONS = {
    'google-logo': GoogleIcon,
    'github-logo': GitHubIcon,
    'facebook-logo': FacebookIcon,
    'apple-logo': AppleIcon,
};

export const OAuth2ClientIcon = ({ icon }: { icon?: string | null }) => {
    const Icon = BRAND_ICONS[icon as keyof typeof BRAND_ICONS] ?? LoginIcon;
    return <Icon />;
};
