import { describe, expect, it } from 'vitest';
import { addWidget } from './layoutOps';
import { addState, deleteState, renameState, setRightLayout, setRootState, stateIdOf, stateNameProblem } from './stateOps';
import { emptyConfig, widgetOf } from './editorFixtures';

describe('dashboard states', () => {
    it('ids a state by its name as ThingsBoard does and refuses duplicates and blanks', () => {
        expect(stateIdOf(' Device details ')).toBe('device_details');
        const config = addState(emptyConfig(), 'Device details');
        expect(config.states.device_details).toMatchObject({ name: 'Device details', root: false });
        expect(stateNameProblem(config, 'device Details')).toBe('dashboard.state-id-exists');
        expect(stateNameProblem(config, '  ')).toBe('dashboard.state-name-required');
        expect(stateNameProblem(config, 'Device details', 'device_details')).toBeNull();
    });

    it('renames without changing the id', () => {
        const config = renameState(addState(emptyConfig(), 'Details'), 'details', 'Device');
        expect(config.states.details.name).toBe('Device');
    });

    it('keeps exactly one root', () => {
        const config = setRootState(addState(emptyConfig(), 'Details'), 'details');
        expect(Object.entries(config.states).filter(([, s]) => s.root).map(([id]) => id)).toEqual(['details']);
    });

    it('never deletes the root; deleting a state removes widgets only it placed', () => {
        let config = addState(emptyConfig(), 'Details');
        config = addWidget(config, { stateId: 'details', layoutId: 'main' }, widgetOf('only-here'));
        expect(deleteState(config, 'default')).toBe(config);
        const after = deleteState(config, 'details');
        expect(after.states.details).toBeUndefined();
        expect(after.widgets['only-here']).toBeUndefined();
    });

    it('toggles the right layout; turning it off drops its widgets', () => {
        let config = setRightLayout(emptyConfig(), 'default', true);
        expect(config.states.default.layouts.right?.widgets).toEqual({});
        config = addWidget(config, { stateId: 'default', layoutId: 'right' }, widgetOf('side'));
        config = setRightLayout(config, 'default', false);
        expect(config.states.default.layouts.right).toBeUndefined();
        expect(config.widgets.side).toBeUndefined();
    });
});
