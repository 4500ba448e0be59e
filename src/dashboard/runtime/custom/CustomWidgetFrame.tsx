import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetConfig } from '../../model/dashboardConfig';
import type { DatasourceData } from '../../model/widgetData';
import { widgetFrameDocument, type WidgetTypeDescriptor } from './widgetFrameDocument';
import { frameContextOf, frameDataOf, isFrameMessage, type HostMessage, type WidgetException } from './widgetFrameProtocol';

export interface CustomWidgetFrameProps {
    descriptor: WidgetTypeDescriptor;
    config: WidgetConfig;
    data: readonly DatasourceData[];
    width: number;
    height: number;
    /** Title of the frame for assistive technology. */
    title?: string;
}

const exceptionText = ({ name, message, lineNumber, columnNumber }: WidgetException) =>
    `${name}: ${message}${lineNumber !== undefined ? ` (${lineNumber}:${columnNumber ?? 0})` : ''}`;

/**
 * The frame's own page: served with a script policy of its own (eval, inline script, https:
 * resources) so that the console's pages can forbid them.
 */
export const WIDGET_FRAME_URL = `${import.meta.env.BASE_URL}widget-frame.html`;

/**
 * Hosts a widget type's HTML, CSS, resources and controller script in a sandboxed frame: scripts run,
 * but with an opaque origin, so they reach neither the console's storage, tokens nor DOM. The
 * document, data, size changes and the end of the widget arrive as messages (widgetFrameProtocol).
 */
export const CustomWidgetFrame = ({ descriptor, config, data, width, height, title }: CustomWidgetFrameProps) => {
    const translate = useTranslate();
    const frame = useRef<HTMLIFrameElement>(null);
    const [inited, setInited] = useState(false);
    const [exception, setException] = useState<WidgetException | null>(null);
    const { templateHtml, templateCss, resources, controllerScript = '' } = descriptor;
    // A new document only when the markup changes; data and size travel as messages.
    const document = useMemo(() => widgetFrameDocument({ templateHtml, templateCss, resources }), [templateHtml, templateCss, resources]);
    // An edited template or script starts a new frame (a new key remounts the iframe).
    const frameKey = useMemo(() => hashOf(document + controllerScript), [document, controllerScript]);

    // The latest inputs, read when the frame asks for its start-up context.
    const latest = useRef({ document, config, data, width, height, controllerScript });
    latest.current = { document, config, data, width, height, controllerScript };

    const post = (message: HostMessage) => frame.current?.contentWindow?.postMessage(message, '*');

    useEffect(() => {
        setInited(false);
        setException(null);
        // The frame's window, kept for the goodbye: by cleanup time the ref may name a newer frame.
        const frameWindow = frame.current?.contentWindow ?? null;
        const onMessage = (event: MessageEvent) => {
            // The frame's opaque origin serialises as 'null'.
            if (event.origin !== 'null' || event.source !== frameWindow || !isFrameMessage(event.data)) return;
            const message = event.data;
            if (message.tbWidget === 'blank') post({ tbWidget: 'document', html: latest.current.document });
            else if (message.tbWidget === 'ready') {
                const current = latest.current;
                post({ tbWidget: 'init', controllerScript: current.controllerScript, ctx: frameContextOf(current.config, current.data, current.width, current.height) });
            } else if (message.tbWidget === 'inited') setInited(true);
            else setException(message.exception);
        };
        window.addEventListener('message', onMessage);
        return () => {
            window.removeEventListener('message', onMessage);
            frameWindow?.postMessage({ tbWidget: 'destroy' } satisfies HostMessage, '*');
        };
    }, [frameKey]);

    useEffect(() => {
        if (inited) post({ tbWidget: 'data', data: frameDataOf(data) });
    }, [inited, data]);
    useEffect(() => {
        if (inited) post({ tbWidget: 'resize', width, height });
    }, [inited, width, height]);

    return (
        <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
            <Box
                component="iframe"
                key={frameKey}
                ref={frame}
                title={title ?? translate('widget.widget')}
                sandbox="allow-scripts"
                src={WIDGET_FRAME_URL}
                sx={{ border: 0, display: 'block', width: '100%', height: '100%', bgcolor: 'transparent' }}
            />
            {exception && (
                <Box role="alert" sx={{ position: 'absolute', inset: 0, p: 1.5, overflow: 'auto', bgcolor: 'background.paper', color: 'error.main', fontSize: 13, whiteSpace: 'pre-wrap' }}>
                    {`${translate('widget.widget-type-load-error')}\n${exceptionText(exception)}`}
                </Box>
            )}
        </Box>
    );
};

/** A short content hash, so an edited script or template restarts the frame. */
function hashOf(text: string): number {
    let hash = 0;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
    return hash;
}
