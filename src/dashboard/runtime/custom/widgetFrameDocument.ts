import type { components } from '../../../../shared/generated/api.gen';
import { installFrameRuntime } from './frameRuntime';

export type WidgetTypeDescriptor = components['schemas']['WidgetTypeDescriptor'];

/** The id of the element the widget's HTML lives in (ThingsBoard's ctx.$container). */
export const FRAME_ROOT_ID = 'tb-widget-root';

/** Text placed inside <style> or <script> cannot close its element early. */
const inElement = (text: string, tag: 'style' | 'script') => text.replace(new RegExp(`</${tag}`, 'gi'), `<\\/${tag}`);
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A resource URL is a stylesheet when its path ends in .css, otherwise a script (ThingsBoard's rule). */
const isStylesheet = (url: string) => /\.css(?:$|[?#])/i.test(url);

/**
 * The frame's document: resources (stylesheets, then scripts, loaded before the widget starts), the
 * type's CSS and HTML, and the runtime that receives the controller script over postMessage.
 */
export function widgetFrameDocument(descriptor: Pick<WidgetTypeDescriptor, 'resources' | 'templateHtml' | 'templateCss'>): string {
    const urls = (descriptor.resources ?? []).map(resource => resource.url ?? '').filter(url => url.trim() !== '');
    const stylesheets = urls.filter(isStylesheet).map(url => `<link rel="stylesheet" href="${attribute(url)}">`);
    const scripts = urls.filter(url => !isStylesheet(url)).map(url => `<script src="${attribute(url)}"></script>`);
    const runtime = `(${installFrameRuntime.toString()})(window, ${JSON.stringify(FRAME_ROOT_ID)});`;
    return [
        '<!DOCTYPE html><html><head><meta charset="utf-8">',
        ...stylesheets,
        '<style>html, body { margin: 0; padding: 0; overflow: hidden; background: transparent; font-family: Roboto, Helvetica, Arial, sans-serif; }',
        `#${FRAME_ROOT_ID} { position: relative; overflow: hidden; }</style>`,
        `<style>${inElement(descriptor.templateCss ?? '', 'style')}</style>`,
        ...scripts,
        `</head><body><div id="${FRAME_ROOT_ID}">${descriptor.templateHtml ?? ''}</div>`,
        `<script>${inElement(runtime, 'script')}</script>`,
        '</body></html>',
    ].join('\n');
}
