import { useSearchParams } from 'react-router';

/** How the mobile app (or any embedding page) opens a dashboard, from its query (part1 §2). */
export interface DashboardEmbedding {
    /** embedded=true: inside another app's view, so no shell and no way out to it (no fullscreen toggle). */
    embedded: boolean;
    /** hideToolbar=true: the dashboard without its toolbar. */
    hideToolbar: boolean;
    /** reload={timestamp}: a new value loads the dashboard again, even on the same URL. */
    reload: string | null;
}

export const embeddingOf = (search: URLSearchParams): DashboardEmbedding => ({
    embedded: search.get('embedded') === 'true',
    hideToolbar: search.get('hideToolbar') === 'true',
    reload: search.get('reload'),
});

export const useDashboardEmbedding = (): DashboardEmbedding => embeddingOf(useSearchParams()[0]);
