import { escapeHtml } from '../../../lib/escapeHtml';

/** The default marker: a map pin in the marker's colour with a white dot, drawn here (no image to fetch). */
export const pinSvg = (color: string): string =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true">` +
    `<path d="M14 39C14 39 27 23.5 27 13.5A13 13 0 0 0 1 13.5C1 23.5 14 39 14 39Z" fill="${escapeHtml(color)}" stroke="rgba(0,0,0,.35)" stroke-width="1.2"/>` +
    `<circle cx="14" cy="13.5" r="5" fill="#fff"/></svg>`;
