/** Text made safe to place inside HTML: the five characters HTML gives meaning to become entities. */
export const escapeHtml = (text: string): string =>
    text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);
