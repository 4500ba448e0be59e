/** How long after a failure react-admin's own notice of it counts as a repeat. */
const REPEAT_WINDOW_MS = 2000;

const reportedAt = new Map<string, number>();

/**
 * The http layer reports every failure once (toast, dialog, or deliberately nothing);
 * react-admin then notifies about the same failure with the same message. This lets
 * the toast bridge recognise and drop that second notice.
 */
export const reportedErrors = {
    note(message: string, now = Date.now()) {
        reportedAt.set(message, now);
    },
    wasJustReported(message: string, now = Date.now()) {
        const at = reportedAt.get(message);
        return at !== undefined && now - at < REPEAT_WINDOW_MS;
    },
};
