import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { JsProblem, LintMarker } from './jsFunction';
import { JsFuncEditor } from './JsFuncEditor';
import type { MonacoViewProps } from './monaco/monacoViewProps';

/**
 * The test plays Monaco and the check's worker: it decides when the lint's markers and the check's
 * answer arrive, in the orders a busy machine gives them.
 */
const stage = vi.hoisted(() => ({
    monaco: null as MonacoViewProps | null,
    checks: [] as Array<(problem: JsProblem | null) => void>,
}));
vi.mock('./monaco/LazyMonaco', () => ({
    LazyMonaco: (props: MonacoViewProps) => {
        stage.monaco = props;
        return null;
    },
}));
vi.mock('./jsFunctionCheck', () => ({
    checkJsFunctionInWorker: () => new Promise<JsProblem | null>(resolve => stage.checks.push(resolve)),
}));

const monaco = () => stage.monaco!;
const syntaxError: LintMarker = { message: "'}' expected.", severity: 'error', line: 1, column: 9, endLine: 1, endColumn: 9, syntax: true };

const Editor = ({ onValidityChange }: { onValidityChange(valid: boolean): void }) => {
    const [value, setValue] = useState('return msg;');
    return <JsFuncEditor value={value} onChange={setValue} argNames={['msg', 'metadata', 'msgType']} resultType="object" onValidityChange={onValidityChange} />;
};

describe('JS function editor validity', () => {
    it('stays valid when the check of a fixed script answers after the lint has cleared its errors', async () => {
        const validity = vi.fn();
        render(<Editor onValidityChange={validity} />);
        expect(validity).toHaveBeenLastCalledWith(true);

        // Half-typed: the lint finds a syntax error.
        act(() => monaco().onChange?.('return {'));
        act(() => monaco().onMarkers?.([syntaxError]));
        expect(validity).toHaveBeenLastCalledWith(false);

        // Typing ends and the person clicks away (Test) before the lint of the finished text answers.
        act(() => monaco().onChange?.('return {msg: msg};'));
        act(() => monaco().onBlur?.());
        act(() => monaco().onMarkers?.([]));
        expect(validity).toHaveBeenLastCalledWith(true);
        // The check's worker answers last: the script passes.
        await act(async () => stage.checks.at(-1)!(null));
        expect(validity).toHaveBeenLastCalledWith(true);
    });

    it('stays valid when the check was stopped at its time limit, and shows why it did not finish', async () => {
        const validity = vi.fn();
        const { container } = render(<Editor onValidityChange={validity} />);
        act(() => monaco().onBlur?.());
        await act(async () => stage.checks.at(-1)!({ key: 'js-func.check-timeout', params: { ms: '3000' }, undecided: true }));
        expect(container.querySelector('[role="alert"]')?.textContent).toBe('js-func.check-timeout');
        expect(validity).toHaveBeenLastCalledWith(true);
        expect(validity).not.toHaveBeenCalledWith(false);
    });

    it('is invalid when the check fails, and again valid after the next edit', async () => {
        const validity = vi.fn();
        render(<Editor onValidityChange={validity} />);
        act(() => monaco().onBlur?.());
        await act(async () => stage.checks.at(-1)!({ key: 'js-func.return-type-mismatch', params: { type: 'object' } }));
        expect(validity).toHaveBeenLastCalledWith(false);
        act(() => monaco().onChange?.('return {};'));
        expect(validity).toHaveBeenLastCalledWith(true);
    });
});
