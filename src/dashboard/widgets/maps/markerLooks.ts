import type { CallJob, SandboxJobResult } from '../../postProcessing/sandboxJobs';
import { fillValuePattern } from '../cards/valuePattern';
import { sanitizeHtml } from '../cards/sanitizeHtml';
import { functionDataOf, type MapEntity } from './mapMarkers';

/** How one marker looks: its colour or image, the label above it and the tooltip it opens. */
export interface MarkerLook {
    color: string;
    image?: { url: string; size: number };
    /** Sanitized HTML. */
    labelHtml?: string;
    /** Sanitized HTML; `<link-act name="…">` became a button with `data-link-act`. */
    tooltipHtml?: string;
}

type Settings = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const DEFAULT_COLOR = '#fe7569';
const DEFAULT_IMAGE_SIZE = 34;

/** ThingsBoard's tooltip links (`<link-act name="delete">Delete</link-act>`) as buttons the widget wires to its tooltip actions. */
const linkActionsAsButtons = (html: string): string =>
    html.replace(/<link-act\s+name\s*=\s*(["'])(.*?)\1\s*>(.*?)<\/link-act>/gis, (_whole, _quote, name: string, label: string) => `<button type="button" class="map-link-act" data-link-act="${name.replace(/"/g, '')}">${label}</button>`);

/** A pattern filled with the entity's values, made safe to show. */
export const patternHtml = (pattern: string, entity: MapEntity): string => sanitizeHtml(linkActionsAsButtons(fillValuePattern(pattern, entity.entries)));

const imageSize = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 && value <= 256 ? value : fallback);

/** The look from the settings alone (patterns, colour, one image), before any user function runs. */
export function baseLookOf(entity: MapEntity, settings: Settings): MarkerLook {
    const look: MarkerLook = { color: text(settings.color) || DEFAULT_COLOR };
    const imageUrl = text(settings.markerImage);
    if (imageUrl) look.image = { url: imageUrl, size: imageSize(settings.markerImageSize, DEFAULT_IMAGE_SIZE) };
    if (settings.showLabel !== false && text(settings.label)) look.labelHtml = patternHtml(text(settings.label), entity);
    if (settings.showTooltip !== false) look.tooltipHtml = patternHtml(text(settings.tooltipPattern) || '<b>${entityName}</b>', entity);
    return look;
}

type LookPart = 'color' | 'image' | 'label' | 'tooltip';

/** The user functions a map may set, with ThingsBoard's argument names, and what their result changes. */
const FUNCTIONS: ReadonlyArray<{ part: LookPart; enabled: string; body: string; argNames: string[] }> = [
    { part: 'color', enabled: 'useColorFunction', body: 'colorFunction', argNames: ['data', 'dsData', 'dsIndex'] },
    { part: 'image', enabled: 'useMarkerImageFunction', body: 'markerImageFunction', argNames: ['data', 'images', 'dsData', 'dsIndex'] },
    { part: 'label', enabled: 'useLabelFunction', body: 'labelFunction', argNames: ['data', 'dsData', 'dsIndex'] },
    { part: 'tooltip', enabled: 'useTooltipFunction', body: 'tooltipFunction', argNames: ['data', 'dsData', 'dsIndex'] },
];

/** The function calls the settings ask for, one per entity and function, to run in the sandbox. */
export function lookJobsOf(entities: readonly MapEntity[], settings: Settings): { jobs: CallJob[]; parts: Array<{ rowKey: string; part: LookPart }> } {
    const active = FUNCTIONS.filter(fn => settings[fn.enabled] === true && text(settings[fn.body]).trim() !== '');
    if (active.length === 0 || entities.length === 0) return { jobs: [], parts: [] };
    const dsData = entities.map(functionDataOf);
    const images = Array.isArray(settings.markerImages) ? settings.markerImages.filter(image => typeof image === 'string') : [];
    const jobs: CallJob[] = [];
    const parts: Array<{ rowKey: string; part: LookPart }> = [];
    for (const entity of entities) {
        for (const fn of active) {
            const named: Record<string, unknown> = { data: dsData[entity.index], images, dsData, dsIndex: entity.index };
            jobs.push({ kind: 'call', body: text(settings[fn.body]), argNames: fn.argNames, args: fn.argNames.map(name => named[name]) });
            parts.push({ rowKey: entity.rowKey, part: fn.part });
        }
    }
    return { jobs, parts };
}

/**
 * The looks with the functions' results applied: a colour string, an image `{url, size}` (or a
 * plain URL), a label or tooltip pattern filled with the entity's values. A function that failed
 * or returned nothing usable leaves the look from the settings.
 */
export function applyLookResults(looks: ReadonlyMap<string, MarkerLook>, entities: readonly MapEntity[], parts: ReadonlyArray<{ rowKey: string; part: LookPart }>, results: readonly SandboxJobResult[], settings: Settings): Map<string, MarkerLook> {
    const byRow = new Map(entities.map(entity => [entity.rowKey, entity]));
    const next = new Map([...looks].map(([rowKey, look]) => [rowKey, { ...look }]));
    parts.forEach(({ rowKey, part }, index) => {
        const result = results[index];
        const look = next.get(rowKey);
        const entity = byRow.get(rowKey);
        if (!result || result.error || !look || !entity) return;
        const value = result.value;
        if (part === 'color' && typeof value === 'string' && value) look.color = value;
        if (part === 'image') {
            const image = typeof value === 'string' ? { url: value } : (value as { url?: unknown; size?: unknown } | null);
            if (image && typeof image.url === 'string' && image.url) look.image = { url: image.url, size: imageSize(image.size, imageSize(settings.markerImageSize, DEFAULT_IMAGE_SIZE)) };
        }
        if (part === 'label' && typeof value === 'string' && settings.showLabel !== false) look.labelHtml = patternHtml(value, entity);
        if (part === 'tooltip' && typeof value === 'string' && settings.showTooltip !== false) look.tooltipHtml = patternHtml(value, entity);
    });
    return next;
}
