import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useLeaveGuard } from '../../components/ruleChain/useLeaveGuard';

interface Props {
    /** i18n key of the card title. */
    title: string;
    dirty: boolean;
    busy: boolean;
    onSubmit: () => void;
    /** Buttons left of Save (Send test mail, …). */
    actions?: ReactNode;
    children: ReactNode;
}

/**
 * The frame every settings page shares, in the look of the profile page: title, form, actions.
 * Leaving with unsaved changes (a menu link, Back, a reload) asks first.
 */
export const SettingsCard = ({ title, dirty, busy, onSubmit, actions, children }: Props) => {
    const translate = useTranslate();
    const guard = useLeaveGuard(dirty && !busy);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        onSubmit();
    };
    return (
        <Card component="form" noValidate onSubmit={submit} sx={{ maxWidth: 880, mx: 'auto', position: 'relative' }}>
            {busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
            <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
                <Typography component="h2" variant="h5" sx={{ mb: 3 }}>
                    {translate(title)}
                </Typography>
                {children}
            </CardContent>
            <CardActions sx={{ px: { xs: 2, sm: 4 }, pb: 3, gap: 1, flexWrap: 'wrap' }}>
                {actions}
                <Box sx={{ flex: 1 }} />
                <Button type="submit" variant="contained" disabled={!dirty || busy}>
                    {translate('action.save')}
                </Button>
            </CardActions>
            <Confirm
                isOpen={guard.blocked}
                title="admin.unsaved-changes-title"
                content="admin.unsaved-changes-text"
                confirm="action.discard-changes"
                onConfirm={guard.proceed}
                onClose={guard.stay}
            />
        </Card>
    );
};

/** Shown while the settings load. */
export const SettingsLoading = () => <LinearProgress sx={{ maxWidth: 880, mx: 'auto' }} />;

/** A titled group of fields inside a settings card. */
export const SettingsSection = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box component="section" sx={{ mt: 3, '&:first-of-type': { mt: 0 } }}>
            <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 1.5, fontWeight: 500 }}>
                {translate(title)}
            </Typography>
            {children}
        </Box>
    );
};
