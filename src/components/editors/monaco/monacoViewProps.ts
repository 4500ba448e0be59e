import type { LintMarker } from '../jsFunction';

/** What an editor can do with its Monaco once it is up. */
export interface MonacoHandle {
    /** Formats the whole text with the language's formatter (JavaScript tidy). */
    format(): Promise<void>;
    focus(): void;
}

export interface MonacoViewProps {
    value: string;
    /** Monaco language id: json, javascript, css, protobuf, plaintext. */
    language: string;
    readOnly?: boolean;
    height: number | string;
    tabSize?: number;
    ariaLabel?: string;
    /** No line numbers, folding or scrollbars: text only. */
    bare?: boolean;
    onChange?(text: string): void;
    onBlur?(): void;
    /** Errors and warnings the language shows (JSON, CSS) or the JavaScript lint finds. */
    onMarkers?(markers: LintMarker[]): void;
    /** JavaScript lint: the declared arguments are defined; undefinedCheck false keeps undefined names warnings. */
    lint?: { argNames?: readonly string[]; undefinedCheck?: boolean };
    /** A line to mark as the place of the last failed check. */
    problemLine?: { line: number; column: number; message: string };
    onReady?(handle: MonacoHandle): void;
}
