/**
 * Tidy for the brace languages the editors hold (CSS and protobuf, part 2 §9: indent 4): one
 * statement per line, blocks indented, a blank line between top-level blocks. Strings, comments
 * and parentheses (CSS url(...;base64,...)) are kept whole.
 */
export const TIDY_INDENT = 4;

export const tidyBlocks = (source: string, indent = TIDY_INDENT): string => {
    const lines: string[] = [];
    let depth = 0;
    let current = '';
    let parens = 0;
    const pad = () => ' '.repeat(indent * Math.max(depth, 0));
    const emit = (text: string) => {
        if (text.trim() !== '') lines.push(pad() + text.trim());
    };
    const flush = (suffix = '') => {
        emit(current.replace(/\s+/g, ' ').trim() + suffix);
        current = '';
    };

    for (let index = 0; index < source.length; index++) {
        const char = source[index];
        const rest = source.slice(index);
        if (char === '"' || char === "'") {
            const end = findStringEnd(source, index);
            current += source.slice(index, end + 1);
            index = end;
        } else if (rest.startsWith('/*')) {
            const end = source.indexOf('*/', index + 2);
            const stop = end < 0 ? source.length : end + 2;
            flush();
            source.slice(index, stop).split('\n').forEach(line => emit(line));
            index = stop - 1;
        } else if (rest.startsWith('//')) {
            const end = source.indexOf('\n', index);
            const stop = end < 0 ? source.length : end;
            const comment = source.slice(index, stop);
            if (current.trim() === '') emit(comment);
            else current += ` ${comment}\n`;
            if (current.includes('//')) flush();
            index = stop - 1;
        } else if (char === '(') {
            parens++;
            current += char;
        } else if (char === ')') {
            parens = Math.max(parens - 1, 0);
            current += char;
        } else if (char === '{' && parens === 0) {
            flush(current.trim() === '' ? '{' : ' {');
            depth++;
        } else if (char === ';' && parens === 0) {
            flush(';');
        } else if (char === '}' && parens === 0) {
            flush();
            depth = Math.max(depth - 1, 0);
            emit('}');
            if (depth === 0 && source.slice(index + 1).trim() !== '') lines.push('');
        } else {
            current += char;
        }
    }
    flush();
    return lines.join('\n');
};

const findStringEnd = (source: string, start: number): number => {
    const quote = source[start];
    for (let index = start + 1; index < source.length; index++) {
        if (source[index] === '\\') index++;
        else if (source[index] === quote) return index;
    }
    return source.length - 1;
};
