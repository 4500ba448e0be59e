import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, series, snapshotOf, widgetOf } from '../cards/widgetTestKit';
import { LatestValuesCard } from './LatestValuesCard';

describe('simple card and label value card', () => {
    it('shows each key’s label over its latest value with decimals and units, the entity name filled in', () => {
        renderWidget(
            LatestValuesCard,
            widgetOf('simple_card', { decimals: 2 }),
            snapshotOf([
                series({ name: 'Thermostat T1' }, { name: 'temperature', label: '${entityName}', units: '°C', decimals: 1 }, [[1, 20], [2, 23.46]]),
                series({ name: 'Thermostat T1' }, { name: 'pressure', label: 'Pressure' }, [[2, 1013.256]]),
            ]),
        );
        expect(screen.getAllByRole('term').map(term => term.textContent)).toEqual(['Thermostat T1', 'Pressure']);
        expect(screen.getAllByTestId('latest-value').map(value => value.textContent)).toEqual(['23.5 °C', '1013.26']);
    });

    it('shows a dash for a key without a value and says when there is no data at all', () => {
        const view = renderWidget(LatestValuesCard, widgetOf('simple_card'), snapshotOf([series({ name: 'T1' }, { name: 'mode' }, [])]));
        expect(screen.getByTestId('latest-value').textContent).toBe('–');
        view.update(snapshotOf([]));
        expect(screen.getByText('No data found')).toBeTruthy();
    });
});
