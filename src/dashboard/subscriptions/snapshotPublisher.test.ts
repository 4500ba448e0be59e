import { describe, expect, it } from 'vitest';
import type { DatasourceData, WidgetDataSnapshot } from '../model/widgetData';
import { createSnapshotPublisher } from './snapshotPublisher';

const entry = (value: number): DatasourceData => ({
    datasource: { type: 'entity', dataKeys: [], rowKey: 'DEVICE:1' },
    dataKey: { name: 'k', type: 'timeseries' },
    data: [[1, value]],
});
const snapshot = (value: number): WidgetDataSnapshot => ({ data: [entry(value)], loading: false, error: null });
const valuesOf = (heard: WidgetDataSnapshot[]) => heard.map(s => s.data.map(d => d.data[0]?.[1]));

/** A transform the test finishes by hand, doubling the value. */
const manualTransform = () => {
    const pending: Array<() => void> = [];
    const transform = (data: DatasourceData[]) =>
        new Promise<DatasourceData[]>(resolve => pending.push(() => resolve(data.map(d => ({ ...d, data: [[1, Number(d.data[0]![1]) * 2]] })))));
    return { transform, finishNext: async () => { pending.shift()!(); await Promise.resolve(); await Promise.resolve(); } };
};

describe('snapshot publisher', () => {
    it('gives a new listener the loading state, then every snapshot', () => {
        const publisher = createSnapshotPublisher();
        const heard: WidgetDataSnapshot[] = [];
        publisher.subscribe(s => heard.push(s));
        publisher.publish(snapshot(1));
        expect(heard).toEqual([{ data: [], loading: true, error: null }, snapshot(1)]);
        const late: WidgetDataSnapshot[] = [];
        publisher.subscribe(s => late.push(s));
        expect(late).toEqual([snapshot(1)]);
    });

    it('runs the transform in order and, when it falls behind, only on the newest snapshot', async () => {
        const { transform, finishNext } = manualTransform();
        const publisher = createSnapshotPublisher(transform);
        const heard: WidgetDataSnapshot[] = [];
        publisher.subscribe(s => heard.push(s));
        publisher.publish(snapshot(1));
        publisher.publish(snapshot(2));
        publisher.publish(snapshot(3));
        await finishNext();
        await finishNext();
        expect(valuesOf(heard)).toEqual([[], [2], [6]]);
    });

    it('reports a failing transform as the error, keeping the last data', async () => {
        const publisher = createSnapshotPublisher(data => (data[0]!.data[0]![1] === 2 ? Promise.reject(new Error('postFuncBody: boom')) : Promise.resolve(data)));
        const heard: WidgetDataSnapshot[] = [];
        publisher.subscribe(s => heard.push(s));
        publisher.publish(snapshot(1));
        await Promise.resolve();
        publisher.publish(snapshot(2));
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(heard.at(-1)).toEqual({ data: [entry(1)], loading: false, error: 'postFuncBody: boom' });
    });

    it('is silent once closed, even for a transform still running', async () => {
        const { transform, finishNext } = manualTransform();
        const publisher = createSnapshotPublisher(transform);
        const heard: WidgetDataSnapshot[] = [];
        publisher.subscribe(s => heard.push(s));
        publisher.publish(snapshot(1));
        publisher.close();
        await finishNext();
        publisher.publish(snapshot(2));
        expect(heard).toHaveLength(1);
    });
});
