import { useEffect, useMemo, useState } from 'react';
import { sharedDataKeySandbox } from '../../postProcessing/sharedSandbox';
import type { MapEntity } from './mapMarkers';
import { applyLookResults, baseLookOf, lookJobsOf, type MarkerLook } from './markerLooks';

/**
 * Each entity's marker look: at once from the settings, then with the dashboard author's colour,
 * image, label and tooltip functions applied once the sandbox has run them (user code never runs
 * in the page).
 */
export function useMarkerLooks(entities: readonly MapEntity[], settings: Record<string, unknown>): ReadonlyMap<string, MarkerLook> {
    const base = useMemo(() => new Map(entities.map(entity => [entity.rowKey, baseLookOf(entity, settings)])), [entities, settings]);
    const [looks, setLooks] = useState<ReadonlyMap<string, MarkerLook>>(base);
    useEffect(() => {
        setLooks(base);
        const { jobs, parts } = lookJobsOf(entities, settings);
        if (jobs.length === 0) return;
        let current = true;
        sharedDataKeySandbox()
            .run(jobs)
            .then(
                results => current && setLooks(applyLookResults(base, entities, parts, results, settings)),
                () => undefined,
            );
        return () => {
            current = false;
        };
    }, [base, entities, settings]);
    return looks;
}
