import LinearProgress from '@mui/material/LinearProgress';
import { useSyncExternalStore } from 'react';
import { activeRequests } from '../providers/http/activeRequests';

/** A thin bar at the top of the window while any /api call that does not ignore loading runs (named by the theme: componentTexts.ts). */
export const GlobalProgress = () => {
    const count = useSyncExternalStore(activeRequests.subscribe, activeRequests.getSnapshot);
    if (count === 0) return null;
    return (
        <LinearProgress
            color="secondary"
            data-testid="global-progress"
            sx={{
                position: 'fixed',
                top: 0,
                left: 0,
                right: 0,
                height: 3,
                zIndex: theme => theme.zIndex.modal + 1,
            }}
        />
    );
};
