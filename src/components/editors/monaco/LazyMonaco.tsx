import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { MonacoViewProps } from './monacoViewProps';

// Monaco (about 1 MB gzipped) downloads with the first editor shown, never with a page's own chunk.
const MonacoView = lazy(() => import('./MonacoView'));

/** Monaco, loaded on first use; a small spinner while it arrives. */
export const LazyMonaco = (props: MonacoViewProps) => (
    <Suspense
        fallback={
            <Box sx={{ height: props.height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                <CircularProgress size={20} />
            </Box>
        }
    >
        <MonacoView {...props} />
    </Suspense>
);
