import type { Widget } from '../../../dashboard/model/dashboardConfig';

/** ThingsBoard keeps a copied widget in local storage, so it pastes into another dashboard too. */
const STORAGE_KEY = 'thingdeck.widgetClipboard';

export function copyWidget(widget: Widget): void {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(widget));
}

/** The copied widget, or null when nothing (or something unreadable) was copied. */
export function copiedWidget(): Widget | null {
    try {
        const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
        return parsed && typeof parsed === 'object' && 'typeAlias' in parsed ? (parsed as Widget) : null;
    } catch {
        return null;
    }
}
