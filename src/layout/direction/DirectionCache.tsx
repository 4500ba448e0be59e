import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import { useDirection } from './useDirection';

/**
 * Emotion's style caches per writing direction. Right to left, every style rule is mirrored as it
 * is inserted (margin-left becomes margin-right, left: 0 becomes right: 0), MUI's and our own sx
 * alike; the theme's `direction` then tells MUI's components (sliders, pagination arrows) too.
 */
const CACHES = {
    ltr: createCache({ key: 'css' }),
    rtl: createCache({ key: 'css-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export const DirectionCache = ({ children }: { children: ReactNode }) => (
    <CacheProvider value={CACHES[useDirection()]}>{children}</CacheProvider>
);
