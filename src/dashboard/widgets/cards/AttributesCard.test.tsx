import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttributesCard } from './AttributesCard';
import { renderWidget, series, snapshotOf, widgetOf } from './widgetTestKit';

describe('attributes card widget', () => {
    it('lists each key with its label and formatted value', () => {
        renderWidget(
            AttributesCard,
            widgetOf('attributes_card'),
            snapshotOf([
                series({ name: 'T1' }, { name: 'firmware', label: 'Firmware' }, [[1, 'v1.2']]),
                series({ name: 'T1' }, { name: 'temperature', label: 'Temperature', units: '°C', decimals: 1 }, [[1, 21.44]]),
                series({ name: 'T1' }, { name: 'mode' }, []),
            ]),
        );
        const terms = screen.getAllByRole('term').map(term => term.textContent);
        const values = screen.getAllByRole('definition').map(value => value.textContent);
        expect(terms).toEqual(['Firmware', 'Temperature', 'mode']);
        expect(values).toEqual(['v1.2', '21.4 °C', '–']);
    });

    it('heads each entity’s list with its name when there are several', () => {
        renderWidget(
            AttributesCard,
            widgetOf('attributes_card'),
            snapshotOf([series({ name: 'T1' }, { name: 'a' }, [[1, 1]]), series({ name: 'T2', label: 'Kitchen' }, { name: 'a' }, [[1, 2]])]),
        );
        expect(within(screen.getByRole('region', { name: 'T2' })).getByText('Kitchen')).toBeTruthy();
    });

    it('says when there is no data', () => {
        renderWidget(AttributesCard, widgetOf('attributes_card'), snapshotOf([]));
        expect(screen.getByText('No data found')).toBeTruthy();
    });
});
