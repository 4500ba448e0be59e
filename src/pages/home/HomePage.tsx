import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { AUTHORITY_LABEL_KEYS } from '../../providers/auth/authorityLabels';
import type { ShellIdentity } from '../../providers/auth/userIdentity';

/** The home page; the per-role shortcut sections come with the entity pages. */
export const HomePage = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const user = identity as ShellIdentity | undefined;
    return (
        <Card sx={{ mt: 2 }}>
            <Title title="home.home" />
            {user && (
                <CardContent sx={{ p: 3 }}>
                    <Typography variant="h5" component="h2" gutterBottom>
                        {translate('home.welcome', { name: user.fullName })}
                    </Typography>
                    <Typography color="text.secondary">
                        {translate('home.signed-in-as', {
                            role: translate(AUTHORITY_LABEL_KEYS[user.authority]),
                        })}
                    </Typography>
                </CardContent>
            )}
        </Card>
    );
};
