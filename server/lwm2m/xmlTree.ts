/**
 * A small, safe XML reader for OMA DDF object models: elements, attributes, text, CDATA, comments
 * and processing instructions. Document type declarations are refused (no entity expansion, no
 * external references), so a hostile upload can neither blow up memory nor reach the file system.
 */

export interface XmlElement {
    name: string;
    attributes: Readonly<Record<string, string>>;
    children: XmlElement[];
    /** The element's own text (CDATA included), entities decoded, not trimmed. */
    text: string;
}

export class XmlError extends Error {}

/** Nesting deeper than any object model needs is refused rather than followed. */
const MAX_DEPTH = 64;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
    return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z]+);/g, (whole, body: string) => {
        if (body.startsWith('#x')) return codePoint(parseInt(body.slice(2), 16), whole);
        if (body.startsWith('#')) return codePoint(parseInt(body.slice(1), 10), whole);
        const named = NAMED_ENTITIES[body];
        if (named === undefined) throw new XmlError(`Unknown entity ${whole}`);
        return named;
    });
}

function codePoint(value: number, whole: string): string {
    if (!Number.isFinite(value) || value < 1 || value > 0x10ffff) throw new XmlError(`Invalid character reference ${whole}`);
    return String.fromCodePoint(value);
}

const NAME = /^[A-Za-z_:][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_:][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/;

/** Parses a whole document into its root element; throws XmlError when it is not well-formed. */
export function parseXml(source: string): XmlElement {
    let at = 0;
    const stack: XmlElement[] = [];
    let root: XmlElement | null = null;

    const skipUntil = (terminator: string, what: string) => {
        const end = source.indexOf(terminator, at);
        if (end < 0) throw new XmlError(`Unterminated ${what}`);
        const inner = source.slice(at, end);
        at = end + terminator.length;
        return inner;
    };

    while (at < source.length) {
        const lt = source.indexOf('<', at);
        const textEnd = lt < 0 ? source.length : lt;
        if (textEnd > at) {
            const text = source.slice(at, textEnd);
            const parent = stack[stack.length - 1];
            if (parent) parent.text += decodeEntities(text);
            else if (text.trim() !== '') throw new XmlError('Text outside the root element');
            at = textEnd;
            continue;
        }
        if (source.startsWith('<!--', at)) {
            at += 4;
            skipUntil('-->', 'comment');
        } else if (source.startsWith('<![CDATA[', at)) {
            at += 9;
            const data = skipUntil(']]>', 'CDATA section');
            const parent = stack[stack.length - 1];
            if (!parent) throw new XmlError('CDATA outside the root element');
            parent.text += data;
        } else if (source.startsWith('<?', at)) {
            at += 2;
            skipUntil('?>', 'processing instruction');
        } else if (source.startsWith('<!', at)) {
            throw new XmlError('Document type declarations are not accepted');
        } else if (source.startsWith('</', at)) {
            at += 2;
            const name = NAME.exec(source.slice(at))?.[0];
            const open = stack.pop();
            if (!name || !open || open.name !== name) throw new XmlError(`Unexpected closing tag ${name ?? ''}`);
            at += name.length;
            skipUntil('>', 'closing tag');
        } else {
            at += 1;
            const name = NAME.exec(source.slice(at))?.[0];
            if (!name) throw new XmlError('Invalid tag name');
            at += name.length;
            const attributes: Record<string, string> = {};
            for (let match = ATTRIBUTE.exec(source.slice(at)); match; match = ATTRIBUTE.exec(source.slice(at))) {
                attributes[match[1]!] = decodeEntities(match[3] ?? match[4] ?? '');
                at += match[0].length;
            }
            const close = /^\s*(\/?)>/.exec(source.slice(at));
            if (!close) throw new XmlError(`Malformed tag ${name}`);
            at += close[0].length;
            const element: XmlElement = { name, attributes, children: [], text: '' };
            const parent = stack[stack.length - 1];
            if (parent) parent.children.push(element);
            else if (root) throw new XmlError('More than one root element');
            else root = element;
            if (close[1] !== '/') {
                if (stack.length >= MAX_DEPTH) throw new XmlError('Elements nested too deeply');
                stack.push(element);
            }
        }
    }
    if (stack.length > 0) throw new XmlError(`Unclosed element ${stack[stack.length - 1]!.name}`);
    if (!root) throw new XmlError('No root element');
    return root;
}

/** The first child of that name, if any. */
export const childNamed = (element: XmlElement, name: string): XmlElement | undefined => element.children.find(child => child.name === name);

/** The trimmed text of the first child of that name, or ''. */
export const childText = (element: XmlElement, name: string): string => childNamed(element, name)?.text.trim() ?? '';
