import { useEffect, useState } from 'react';
import type { WidgetKind } from '../../dashboard/model/dashboardConfig';
import { defaultDescriptorOf } from './defaultDescriptors';
import { widgetLibraryApi, type WidgetsBundle, type WidgetTypeDraft } from './widgetLibraryApi';

export const NEW_WIDGET_TYPE_ID = 'new';

export interface DraftState {
    bundle: WidgetsBundle | null;
    /** What the server holds (or a new type's starting point): changes are measured against it. */
    saved: WidgetTypeDraft | null;
    draft: WidgetTypeDraft | null;
    failed: boolean;
}

/** A new type of a kind, in a bundle, as ThingsBoard's editor starts one. */
export const newWidgetType = (bundle: WidgetsBundle, kind: WidgetKind, name: string): WidgetTypeDraft => ({
    bundleAlias: bundle.alias,
    alias: '',
    name,
    image: null,
    description: null,
    descriptor: defaultDescriptorOf(kind),
});

/** Equal drafts serialise equally: the form keeps the server's field order. */
export const isDirty = (state: Pick<DraftState, 'saved' | 'draft'>) => JSON.stringify(state.saved) !== JSON.stringify(state.draft);

/** Loads the bundle and the type (or starts a new one of `kind`), and holds the edits. */
export function useWidgetTypeDraft(bundleId: string, typeId: string, kind: WidgetKind, newName: string) {
    const [state, setState] = useState<DraftState>({ bundle: null, saved: null, draft: null, failed: false });
    useEffect(() => {
        let current = true;
        (async () => {
            const bundle = await widgetLibraryApi.bundle(bundleId);
            const saved = typeId === NEW_WIDGET_TYPE_ID ? newWidgetType(bundle, kind, newName) : await widgetLibraryApi.type(typeId);
            if (current) setState({ bundle, saved, draft: saved, failed: false });
        })().catch(() => current && setState(before => ({ ...before, failed: true })));
        return () => {
            current = false;
        };
        // A new type's name is only its starting text.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [bundleId, typeId, kind]);

    return {
        ...state,
        dirty: isDirty(state),
        edit: (change: (draft: WidgetTypeDraft) => WidgetTypeDraft) => setState(before => (before.draft ? { ...before, draft: change(before.draft) } : before)),
        /** After a save: the server's answer is the new starting point. */
        markSaved: (saved: WidgetTypeDraft) => setState(before => ({ ...before, saved, draft: saved })),
    };
}
