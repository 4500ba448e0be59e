import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { TOAST_KINDS, TOAST_TIMINGS, toastPosition } from './toastKinds';
import { toastStore } from './toastStore';

/** Shows the current toast: coloured by kind, with a close button (part 2 §2.5, §4, §9). */
export const ToastHost = () => {
    const translate = usePublicTranslate();
    const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
    const isGtSm = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
    if (!toast) return null;
    const { vertical, horizontal } = toastPosition(isGtSm);
    const close = () => toastStore.hide(toast.id);
    return (
        <Snackbar
            key={toast.id}
            open
            anchorOrigin={{ vertical, horizontal }}
            autoHideDuration={toast.durationMs}
            onClose={(_event, reason) => {
                if (reason !== 'clickaway') close();
            }}
            transitionDuration={TOAST_TIMINGS.animationMs}
        >
            <SnackbarContent
                role="alert"
                data-kind={toast.kind}
                data-toast-id={toast.id}
                message={
                    <span style={{ whiteSpace: 'pre-line' }}>
                        {translate(toast.message, { _: toast.message, ...toast.messageArgs })}
                    </span>
                }
                action={
                    <>
                        {toast.action && (
                            <Button color="inherit" size="small" onClick={() => toastStore.act(toast.id)}>
                                {translate(toast.action.label, { _: toast.action.label })}
                            </Button>
                        )}
                        <IconButton
                            size="small"
                            color="inherit"
                            aria-label={translate('action.close')}
                            onClick={close}
                        >
                            <Close fontSize="small" />
                        </IconButton>
                    </>
                }
                sx={{
                    bgcolor: TOAST_KINDS[toast.kind].background,
                    color: '#fff',
                    maxWidth: 560,
                    flexWrap: 'nowrap',
                }}
            />
        </Snackbar>
    );
};
