import { styled } from '@mui/material/styles';
import type { HttpMethod } from './apiDocument';

/** Swagger's colour per method, darkened so that white text keeps WCAG AA contrast (≥ 5:1) in both themes. */
const METHOD_COLORS: Record<HttpMethod, string> = {
    get: '#1565c0',
    post: '#2e7d32',
    put: '#a15c00',
    patch: '#00695c',
    delete: '#c62828',
};

// One styled component (one CSS class for every chip) rather than sx per chip: the page shows hundreds.
const Chip = styled('span')({
    display: 'inline-block',
    flexShrink: 0,
    minWidth: 64,
    padding: '2px 8px',
    borderRadius: 4,
    color: '#fff',
    fontFamily: 'monospace',
    fontSize: 13,
    fontWeight: 700,
    textAlign: 'center',
    letterSpacing: 0.5,
    ...Object.fromEntries(
        Object.entries(METHOD_COLORS).map(([method, color]) => [`&[data-method="${method}"]`, { backgroundColor: color }])
    ),
});

export const MethodChip = ({ method }: { method: HttpMethod }) => <Chip data-method={method}>{method.toUpperCase()}</Chip>;
