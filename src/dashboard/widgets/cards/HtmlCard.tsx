import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { SanitizedHtml } from './SanitizedHtml';
import { fillValuePattern } from './valuePattern';

/** Settings of ThingsBoard's HTML card and HTML value card. */
export interface HtmlCardSettings {
    cardHtml?: string;
    cardCss?: string;
}

/**
 * ThingsBoard's HTML card (static) and HTML value card (latest): the author's `cardHtml` with
 * `${keyLabel}` placeholders filled with the latest values, sanitized, and `cardCss` scoped to
 * the card. The static card has no data, so its placeholders stay as written.
 */
export const HtmlCard = ({ widget, snapshot }: WidgetComponentProps) => {
    const settings = (widget.config.settings ?? {}) as HtmlCardSettings;
    return <SanitizedHtml html={fillValuePattern(settings.cardHtml ?? '', snapshot.data)} css={settings.cardCss} />;
};
