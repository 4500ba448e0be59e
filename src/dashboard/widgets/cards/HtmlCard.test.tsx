import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlCard } from './HtmlCard';
import { renderWidget, series, snapshotOf, widgetOf } from './widgetTestKit';

describe('HTML card widgets', () => {
    it('shows the static HTML card sanitized', () => {
        const widget = widgetOf('html_card', { settings: { cardHtml: '<div class="card"><b>HTML code</b> here!<img src=x onerror="alert(1)"></div><script>alert(2)</script>' } }, 'static');
        const { container } = renderWidget(HtmlCard, widget);
        expect(container.querySelector('.card b')?.textContent).toBe('HTML code');
        expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
        expect(container.querySelectorAll('script')).toHaveLength(0);
    });

    it('fills ${keyLabel} in the HTML value card and follows new values', () => {
        const widget = widgetOf('html_value_card', { settings: { cardHtml: '<p>Humidity: <span class="value">${Humidity:0}</span> %</p>' } });
        const snapshot = (value: number) => snapshotOf([series({ name: 'T1' }, { name: 'humidity', label: 'Humidity' }, [[1, value]])]);
        const view = renderWidget(HtmlCard, widget, snapshot(41.4));
        expect(screen.getByText('41').className).toBe('value');
        view.update(snapshot(55.6));
        expect(screen.getByText('56')).toBeTruthy();
    });
});
