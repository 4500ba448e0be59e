import { describe, expect, it } from 'vitest';
import { addWidget } from './layoutOps';
import { applyEdit, isDirty, startSession, undo, UNDO_LIMIT } from './editSession';
import { emptyConfig, widgetOf } from './editorFixtures';

const main = { stateId: 'default', layoutId: 'main' } as const;

describe('edit session', () => {
    it('undoes edits one by one back to a clean session', () => {
        let session = startSession(emptyConfig());
        session = applyEdit(session, config => addWidget(config, main, widgetOf('a')));
        session = applyEdit(session, config => addWidget(config, main, widgetOf('b')));
        expect(isDirty(session)).toBe(true);
        session = undo(session);
        expect(Object.keys(session.current.widgets)).toEqual(['a']);
        session = undo(session);
        expect(isDirty(session)).toBe(false);
        expect(undo(session)).toBe(session);
    });

    it('an edit that changes nothing leaves no undo step', () => {
        const session = startSession(emptyConfig());
        expect(applyEdit(session, config => config)).toBe(session);
    });

    it('keeps at most UNDO_LIMIT steps', () => {
        let session = startSession(emptyConfig());
        for (let i = 0; i < UNDO_LIMIT + 5; i++) session = applyEdit(session, config => addWidget(config, main, widgetOf(`w${i}`, 1, 1)));
        expect(session.past).toHaveLength(UNDO_LIMIT);
    });
});
