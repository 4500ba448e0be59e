import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface InputFrameProps {
    title: string;
    /** False when the datasource stands for no entity: the frame says so instead of the form. */
    hasEntity: boolean;
    loading: boolean;
    onSubmit?: (event: FormEvent) => void;
    children: ReactNode;
}

/** The frame of the input widgets: the widget title over the form, or 'No entity selected'. */
export const InputFrame = ({ title, hasEntity, loading, onSubmit, children }: InputFrameProps) => {
    const translate = useTranslate();
    if (!hasEntity) {
        if (loading) return null;
        return (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                <Typography color="text.secondary">{translate('widgets.input.no-entity-selected')}</Typography>
            </Box>
        );
    }
    return (
        <Stack component="form" onSubmit={onSubmit} noValidate sx={{ position: 'absolute', inset: 0, overflow: 'auto', justifyContent: 'center', px: 1, py: 0.5 }} spacing={1}>
            {title && <Typography variant="subtitle2">{title}</Typography>}
            {children}
        </Stack>
    );
};
