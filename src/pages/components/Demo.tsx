import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One control of the gallery: its name, the live control and what it currently holds. */
const SIZES = {
    third: { xs: 12, md: 6, lg: 4 },
    half: { xs: 12, lg: 6 },
    full: { xs: 12 },
} as const;

export const Demo = ({ title, value, size = 'third', children }: { title: string; value?: unknown; size?: keyof typeof SIZES; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Grid size={SIZES[size]}>
            <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                    <Stack spacing={2}>
                        <Typography variant="subtitle2" component="h3" color="text.secondary">
                            {title}
                        </Typography>
                        {children}
                        {value !== undefined && (
                            <Typography variant="caption" component="pre" sx={{ m: 0, color: 'text.secondary', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                                {translate('components.value')}: {JSON.stringify(value)}
                            </Typography>
                        )}
                    </Stack>
                </CardContent>
            </Card>
        </Grid>
    );
};

/** A titled group of demos. */
export const DemoSection = ({ title, children }: { title: string; children: ReactNode }) => (
    <Stack component="section" spacing={2}>
        <Typography variant="h6" component="h2">
            {title}
        </Typography>
        <Grid container spacing={2}>
            {children}
        </Grid>
    </Stack>
);
