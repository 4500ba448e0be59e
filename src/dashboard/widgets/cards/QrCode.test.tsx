import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fitImage, LabelWidget } from './LabelWidget';
import { QrCode, qrCodePath } from './QrCode';
import { renderWidget, series, snapshotOf, widgetOf } from './widgetTestKit';

describe('QR code widget', () => {
    it('encodes the filled pattern: a 21-module code for a short text, one square per dark module', () => {
        const { size, path } = qrCodePath('Thermostat T1');
        expect(size).toBe(21);
        // The three finder patterns alone have 3 × 33 dark modules.
        expect(path.split('M').length - 1).toBeGreaterThan(99);
    });

    it('shows the code of the entity and value the pattern names, and says so when the text cannot fit', () => {
        const snapshot = snapshotOf([series({ name: 'Thermostat T1' }, { name: 'temperature', label: 'Temperature' }, [[1, 21.456]])]);
        renderWidget(QrCode, widgetOf('qr_code', { settings: { qrCodeTextPattern: '${entityName}: ${Temperature:1}' } }), snapshot);
        expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Thermostat T1: 21.5');

        renderWidget(QrCode, widgetOf('qr_code', { settings: { qrCodeTextPattern: 'x'.repeat(4000) } }), snapshot);
        expect(screen.getByRole('alert').textContent).toBe('The text is too long for a QR code');
    });
});

describe('label widget', () => {
    it("keeps the image's aspect ratio, centred in the widget", () => {
        expect(fitImage({ width: 400, height: 300 }, 800, 300)).toEqual({ left: 200, top: 0, width: 400, height: 300 });
        expect(fitImage(null, 800, 300)).toEqual({ left: 0, top: 0, width: 800, height: 300 });
    });

    it('places each label with its pattern filled from the latest values', () => {
        const widget = widgetOf('label_widget', { settings: { labels: [{ pattern: 'Temperature: ${Temperature:1} °C', x: 10, y: 50 }] } });
        renderWidget(LabelWidget, widget, snapshotOf([series({ name: 'T1' }, { name: 'temperature', label: 'Temperature' }, [[1, 21.46]])]));
        expect(screen.getByText('Temperature: 21.5 °C')).toBeTruthy();
    });
});
