import type uPlot from 'uplot';
import { formatValue } from '../../runtime/formatValue';
import { escapeHtml } from '../../../lib/escapeHtml';

export interface TooltipSeries {
    label: string;
    color: string;
    units: string | undefined;
    decimals: number | null | undefined;
}

/**
 * A tooltip that follows the cursor: the time in the window's zone, then each series' value
 * with its units and decimals. Plain DOM inside the chart's overlay: it updates on every mouse
 * move, and React re-rendering there would cost more than the chart.
 */
export function tooltipPlugin(series: readonly TooltipSeries[], formatTime: (ts: number) => string): uPlot.Plugin {
    let box: HTMLDivElement | null = null;
    return {
        hooks: {
            init: chart => {
                box = document.createElement('div');
                box.setAttribute('role', 'tooltip');
                Object.assign(box.style, {
                    position: 'absolute', pointerEvents: 'none', display: 'none', zIndex: '10', padding: '6px 8px',
                    background: 'rgba(33,33,33,0.92)', color: '#fff', borderRadius: '4px', font: '12px/1.5 Roboto, Helvetica, Arial, sans-serif', whiteSpace: 'nowrap',
                });
                chart.over.appendChild(box);
            },
            setCursor: chart => {
                if (!box) return;
                const index = chart.cursor.idx;
                if (index === null || index === undefined || chart.cursor.left === undefined || chart.cursor.left < 0) {
                    box.style.display = 'none';
                    return;
                }
                const rows = series.map((entry, column) => {
                    const value = chart.data[column + 1][index];
                    return `<div><span style="display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:6px;background:${entry.color}"></span>${escapeHtml(entry.label)}: <b>${escapeHtml(formatValue(value, entry.decimals, entry.units))}</b></div>`;
                });
                box.innerHTML = `<div>${escapeHtml(formatTime(chart.data[0][index]))}</div>${rows.join('')}`;
                box.style.display = 'block';
                const left = chart.cursor.left ?? 0;
                const top = chart.cursor.top ?? 0;
                const flip = left + box.offsetWidth + 16 > chart.over.clientWidth;
                box.style.left = `${flip ? left - box.offsetWidth - 12 : left + 12}px`;
                box.style.top = `${Math.max(0, Math.min(top + 12, chart.over.clientHeight - box.offsetHeight))}px`;
            },
        },
    };
}
