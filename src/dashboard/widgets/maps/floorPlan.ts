/**
 * The image map's picture when its settings name none: a floor plan drawn here, so the widget works
 * with no network at all (ThingsBoard ships a picture of its own; this one is ours).
 */
const FLOOR_PLAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640" viewBox="0 0 1000 640">
<rect width="1000" height="640" fill="#f4f6f8"/>
<g fill="#ffffff" stroke="#90a4ae" stroke-width="6">
<rect x="30" y="30" width="940" height="580"/>
</g>
<g fill="none" stroke="#90a4ae" stroke-width="5">
<path d="M380 30V250M380 320V610M30 330H300M360 330H380M380 250H620M690 250H970M620 30V250M620 400V610M620 400H800M870 400H970"/>
</g>
<g fill="#e3eaee">
<rect x="60" y="60" width="120" height="60" rx="6"/><rect x="60" y="160" width="120" height="60" rx="6"/>
<rect x="430" y="70" width="140" height="90" rx="45"/><rect x="660" y="440" width="120" height="120" rx="8"/>
<rect x="430" y="420" width="150" height="60" rx="6"/><rect x="80" y="400" width="200" height="70" rx="6"/>
</g>
</svg>`;

export const FLOOR_PLAN_URL = `data:image/svg+xml;base64,${btoa(FLOOR_PLAN_SVG)}`;
