import Box from '@mui/material/Box';
import { useRef, useState, type MouseEvent } from 'react';

interface Tip {
    x: number;
    y: number;
    title: string;
    color: string;
    text: string;
}

/**
 * A tooltip that follows the pointer over a chart's shapes: the series' colour, label and value.
 * `bind(…)` gives a shape its pointer handlers; `element` is placed inside the chart's box.
 */
export function useChartTooltip(enabled: boolean) {
    const [tip, setTip] = useState<Tip | null>(null);
    const box = useRef<HTMLDivElement>(null);
    const move = (event: MouseEvent, title: string, color: string, text: string) => {
        const bounds = box.current?.getBoundingClientRect();
        if (!bounds) return;
        setTip({ x: event.clientX - bounds.left, y: event.clientY - bounds.top, title, color, text });
    };
    const bind = (title: string, color: string, text: string) =>
        enabled ? { onMouseMove: (event: MouseEvent) => move(event, title, color, text), onMouseLeave: () => setTip(null) } : {};
    const width = box.current?.clientWidth ?? 0;
    const element = tip && (
        <Box
            role="tooltip"
            sx={{
                position: 'absolute', pointerEvents: 'none', zIndex: 2, px: 1, py: 0.5, borderRadius: 1, whiteSpace: 'nowrap',
                bgcolor: 'rgba(33,33,33,0.92)', color: '#fff', font: '12px/1.5 Roboto, Helvetica, Arial, sans-serif',
                top: Math.max(0, tip.y - 40),
                ...(tip.x > width / 2 ? { right: width - tip.x + 12 } : { left: tip.x + 12 }),
            }}
        >
            <Box component="span" sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: tip.color, mr: 0.75 }} />
            {tip.title}: <b>{tip.text}</b>
        </Box>
    );
    return { box, bind, element };
}
