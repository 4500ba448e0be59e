import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../layout/PublicLayout';
import { ProductLogo } from '../../layout/ProductLogo';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';

/** Placeholder until the reset-by-e-mail flow is built (spec part 1 §2). */
export const ResetPasswordRequestPage = () => {
    const translate = usePublicTranslate();
    return (
        <PublicLayout>
            <Card
                component="main"
                elevation={8}
                sx={{
                    width: { xs: '100%', sm: 450 },
                    borderRadius: { xs: 0, sm: 2 },
                    px: { xs: 3, sm: 5 },
                    py: 5,
                }}
            >
                <Box sx={{ textAlign: 'center', mb: 3 }}>
                    <ProductLogo size={40} />
                </Box>
                <Typography component="h1" variant="h6" gutterBottom>
                    {translate('login.request-password-reset')}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 4 }}>
                    {translate('login.reset-password-coming')}
                </Typography>
                <Button
                    component={RouterLink}
                    to="/login"
                    variant="contained"
                    fullWidth
                    size="large"
                >
                    {translate('login.back-to-login')}
                </Button>
            </Card>
        </PublicLayout>
    );
};
