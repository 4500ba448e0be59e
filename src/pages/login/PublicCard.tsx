import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { PublicLayout } from '../../layout/PublicLayout';
import { ProductLogo } from '../../components/display/ProductLogo';

/**
 * The frame every sign-in page shares: the public background, an elevated card that fills phones and
 * is `width` px wide from 600 px screens, and a progress bar along its top while `busy`.
 */
export const PublicCardFrame = ({
    width,
    busy = false,
    sx,
    children,
}: {
    width: number;
    busy?: boolean;
    sx?: SxProps<Theme>;
    children: ReactNode;
}) => (
    <PublicLayout>
        <Card
            component="main"
            elevation={8}
            sx={[{ position: 'relative', width: { xs: '100%', sm: width }, borderRadius: { xs: 0, sm: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}
        >
            {busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
            {children}
        </Card>
    </PublicLayout>
);

/** The card of a password page: 450 px from 600 px screens, logo, title, optional subtitle. */
export const PublicCard = ({
    title,
    subtitle,
    busy = false,
    children,
}: {
    title: string;
    subtitle?: string;
    busy?: boolean;
    children: ReactNode;
}) => (
    <PublicCardFrame width={450} busy={busy} sx={{ px: { xs: 3, sm: 5 }, py: 5 }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
            <ProductLogo size={40} />
        </Box>
        <Typography component="h1" variant="h6" align="center" gutterBottom={!subtitle}>
            {title}
        </Typography>
        {subtitle && (
            <Typography color="text.secondary" align="center" sx={{ mb: 2 }}>
                {subtitle}
            </Typography>
        )}
        {children}
    </PublicCardFrame>
);
