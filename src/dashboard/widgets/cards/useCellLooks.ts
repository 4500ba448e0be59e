import { useEffect, useState } from 'react';
import { sharedDataKeySandbox } from '../../postProcessing/sharedSandbox';
import { cellJobsOf, cellLooksOf, type CellLook } from './cellFunctions';
import type { EntityRow, KeyColumn } from './entityRows';

const NONE: ReadonlyMap<string, CellLook> = new Map();

/**
 * The looks of the table's cells whose keys set a cell content or style function, once the sandbox
 * has run them (user code never runs in the page); until then, and without functions, none.
 */
export function useCellLooks(rows: readonly EntityRow[], columns: readonly KeyColumn[]): ReadonlyMap<string, CellLook> {
    const [looks, setLooks] = useState<ReadonlyMap<string, CellLook>>(NONE);
    const { jobs, parts } = cellJobsOf(rows, columns);
    const signature = JSON.stringify(jobs);
    useEffect(() => {
        if (jobs.length === 0) {
            setLooks(NONE);
            return;
        }
        let current = true;
        sharedDataKeySandbox()
            .run(jobs)
            .then(
                results => current && setLooks(cellLooksOf(parts, results)),
                () => undefined,
            );
        return () => {
            current = false;
        };
        // The signature stands for the jobs' content.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [signature]);
    return looks;
}
