import { describe, expect, it } from 'vitest';
import { TIDY_INDENT, tidyBlocks } from './tidyBlocks';

describe('tidy for CSS and protobuf', () => {
    it('puts one declaration a line, indented by 4, a blank line between rules', () => {
        expect(TIDY_INDENT).toBe(4);
        expect(tidyBlocks('.a{color:red;background:blue}.b  { margin : 0 }')).toBe(
            '.a {\n    color:red;\n    background:blue\n}\n\n.b {\n    margin : 0\n}'
        );
    });

    it('keeps strings, comments and parentheses whole', () => {
        expect(tidyBlocks('.a{content:"x;{y}";background:url(data:image/png;base64,AA)}/* c; */')).toBe(
            '.a {\n    content:"x;{y}";\n    background:url(data:image/png;base64,AA)\n}\n\n/* c; */'
        );
    });

    it('indents nested protobuf messages and keeps line comments', () => {
        expect(tidyBlocks('syntax = "proto3"; message A { // a\n int32 x = 1; message B { string y = 1; } }')).toBe(
            'syntax = "proto3";\nmessage A {\n    // a\n    int32 x = 1;\n    message B {\n        string y = 1;\n    }\n}'
        );
    });
});
