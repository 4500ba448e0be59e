import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownCard } from './MarkdownCard';
import { renderWidget, series, snapshotOf, widgetOf } from './widgetTestKit';

const temperature = (value: unknown) => snapshotOf([series({ name: 'Thermostat T1' }, { name: 'temperature', label: 'Temperature' }, [[1, value]])]);
const card = (markdownTextPattern: string, markdownCss?: string) => widgetOf('markdown_card', { settings: { markdownTextPattern, markdownCss } });

describe('markdown card widget', () => {
    it('renders markdown with the entity and the latest value filled in', () => {
        const { container } = renderWidget(MarkdownCard, card('### Status\n - **Entity**: ${entityName}\n - **Now**: ${Temperature:1} °C'), temperature(21.46));
        expect(screen.getByRole('heading', { level: 3, name: 'Status' })).toBeTruthy();
        expect(container.querySelector('li strong')?.textContent).toBe('Entity');
        expect(screen.getByText(/Thermostat T1/)).toBeTruthy();
        expect(screen.getByText(/21\.5 °C/)).toBeTruthy();
    });

    it('keeps inline HTML but never a script, an event handler or a javascript: link', () => {
        const pattern = [
            '<div class="box">Safe <b>bold</b></div>',
            '<script>window.hacked = true</script>',
            '<img src="x" onerror="window.hacked = true">',
            '[click](javascript:window.hacked=true)',
            '<a href="javascript:window.hacked=true">link</a>',
            '<svg><g onload="window.hacked = true"></g></svg>',
        ].join('\n\n');
        const { container } = renderWidget(MarkdownCard, card(pattern), temperature(1));
        expect(container.querySelector('.box b')?.textContent).toBe('bold');
        expect(container.querySelectorAll('script')).toHaveLength(0);
        for (const element of container.querySelectorAll('*')) {
            for (const attribute of element.attributes) {
                expect(attribute.name.startsWith('on')).toBe(false);
                expect(attribute.value.toLowerCase()).not.toContain('javascript:');
            }
        }
        expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    });

    it('shows a value a device posts as text, not markup', () => {
        const { container } = renderWidget(MarkdownCard, card('Value: ${Temperature}'), temperature('<img src=x onerror=alert(1)>'));
        expect(container.querySelector('img')).toBeNull();
        expect(screen.getByText('Value: <img src=x onerror=alert(1)>')).toBeTruthy();
    });

    it('applies markdownCss inside the card only', () => {
        const { container } = renderWidget(MarkdownCard, card('# Hi', 'h1 { color: rgb(255, 0, 0); }'), temperature(1));
        const style = container.querySelector('style')?.textContent ?? '';
        const scope = container.querySelector('.tb-markdown-view')?.className.split(' ').find(name => name.startsWith('tb-card-'));
        expect(style).toBe(`.${scope} {\nh1 { color: rgb(255, 0, 0); }\n}`);
    });
});
