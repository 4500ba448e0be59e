import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { RpcTarget } from './rpcTarget';
import { useRpcTarget } from './useRpcTarget';

export interface RpcTargetFrameProps {
    aliasIds: readonly string[] | null | undefined;
    title: string;
    /** The widget's control, once its device is known. */
    children: (target: RpcTarget) => ReactNode;
    /** Shown under the control when the last call failed (an i18n key or the server's text). */
    error?: string | null;
}

/**
 * The frame every control widget shares: its title, its control once the target device is found,
 * 'No target device' when the alias stands for none, and the last call's error in red.
 */
export const RpcTargetFrame = ({ aliasIds, title, children, error }: RpcTargetFrameProps) => {
    const translate = useTranslate();
    const state = useRpcTarget(aliasIds);
    return (
        <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, minHeight: 0, overflow: 'hidden', textAlign: 'center' }}>
            {title && (
                <Typography variant="subtitle2" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
                    {title}
                </Typography>
            )}
            {state.status === 'loading' && <CircularProgress size={20} />}
            {state.status === 'none' && (
                <Typography color="text.secondary" role="status">
                    {translate('widgets.rpc.no-target-device')}
                </Typography>
            )}
            {state.status === 'ready' && children(state.target)}
            <RpcError error={error ?? null} />
        </Box>
    );
};

/** The last call's failure in red (an i18n key, or the server's own text). */
export const RpcError = ({ error }: { error: string | null }) => {
    const translate = useTranslate();
    return error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ maxWidth: '100%' }}>
            {translate(error, { _: error })}
        </Typography>
    ) : null;
};
