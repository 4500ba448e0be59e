import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { OAuth2ClientIcon } from './OAuth2ClientIcon';
import { useOAuth2Clients } from './useOAuth2Clients';

/** One "Login with …" button per external client, then an "or" divider; nothing without clients. */
export const OAuth2Clients = () => {
    const translate = usePublicTranslate();
    const clients = useOAuth2Clients();
    if (clients.length === 0) return null;
    return (
        <>
            <Stack spacing={1.5}>
                {clients.map(client => (
                    <Button
                        key={client.url}
                        variant="outlined"
                        size="large"
                        fullWidth
                        href={client.url}
                        startIcon={<OAuth2ClientIcon icon={client.icon} />}
                    >
                        {translate('login.login-with', { name: client.name })}
                    </Button>
                ))}
            </Stack>
            <Divider
                sx={{
                    my: 3,
                    color: 'text.secondary',
                    textTransform: 'uppercase',
                    typography: 'body2',
                }}
            >
                {translate('login.or')}
            </Divider>
        </>
    );
};
