/**
 * What a jsdom file leaves to the next file of its worker (the unit-web files share one jsdom,
 * tests/support/setup-dom.ts): the page goes back to the empty one jsdom starts with, but for the
 * <style> elements of Emotion, MUI's style engine, a library the files share: its caches keep the
 * elements they inserted and place the next ones beside them.
 */

const isEmotionStyle = (node: Node) => node instanceof HTMLStyleElement && node.hasAttribute('data-emotion');

/** Why the page cannot be reused: which of the style elements there at the file's start it removed. */
export function removedStyles(atStart: Element[]): string | undefined {
    const removed = atStart.filter(style => isEmotionStyle(style) && !style.isConnected).length;
    if (removed === 0) return undefined;
    return `The file removed ${removed} of Emotion's <style> elements from document.head (document.head.innerHTML = …?): `
        + 'MUI inserts its next styles beside them, so every later file of the worker fails with '
        + '"NotFoundError: The child can not be found in the parent". Remove only the elements the test added.';
}

/** An empty body, a head with Emotion's styles only, no attributes on <html> and <body> (lang, dir, a modal's overflow), no own properties on navigator (user-event's clipboard). */
export function resetPage(): void {
    document.body.replaceChildren();
    for (const node of [...document.head.childNodes]) if (!isEmotionStyle(node)) node.remove();
    for (const element of [document.documentElement, document.body]) {
        for (const name of element.getAttributeNames()) element.removeAttribute(name);
    }
    for (const name of Object.getOwnPropertyNames(navigator)) {
        if (Object.getOwnPropertyDescriptor(navigator, name)?.configurable) Reflect.deleteProperty(navigator, name);
    }
}
