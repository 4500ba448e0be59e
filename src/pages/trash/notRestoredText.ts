import type { TrashNotRestored } from '../../../shared/generated/api.gen';
import { entityTypeNameKey } from '../../components/pickers/entityTypes';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Asset “Plant”": the other entity of a report line, by its translated type and its name (else its id). */
const otherText = (other: TrashNotRestored['other'], translate: Translate): string =>
    other ? `${translate(entityTypeNameKey(other.entityType))} “${other.name ?? other.id}”` : '';

/** One line of a restore's report in the console's language (the server's `message` is English). */
export const notRestoredText = (item: TrashNotRestored, translate: Translate): string =>
    translate(`trash.not-restored.${item.kind}`, {
        other: otherText(item.other, translate),
        reason: translate(`trash.reason.${item.reason}`),
        original: item.original ?? '',
        replacement: item.replacement ?? '',
    });
