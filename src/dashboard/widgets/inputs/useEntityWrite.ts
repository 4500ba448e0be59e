import { useState } from 'react';
import { writeValues, type EntityRef, type WriteTarget } from './writeValues';

export type WriteResult = { kind: 'success' } | { kind: 'error'; message: string } | null;

/**
 * Writing an input widget's values: several targets (scopes, time series) one after another, the
 * outcome kept for the widget's result line. The http client reports failures as a toast as well.
 */
export function useEntityWrite() {
    const [saving, setSaving] = useState(false);
    const [result, setResult] = useState<WriteResult>(null);
    const write = async (entity: EntityRef, writes: ReadonlyArray<[WriteTarget, Record<string, unknown>]>): Promise<boolean> => {
        setSaving(true);
        setResult(null);
        try {
            for (const [target, values] of writes) if (Object.keys(values).length > 0) await writeValues(entity, target, values);
            setResult({ kind: 'success' });
            return true;
        } catch (error) {
            setResult({ kind: 'error', message: error instanceof Error && error.message ? error.message : 'widgets.input.update-failed' });
            return false;
        } finally {
            setSaving(false);
        }
    };
    return { saving, result, write, clearResult: () => setResult(null) };
}
