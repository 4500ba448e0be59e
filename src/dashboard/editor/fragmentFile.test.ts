import { describe, expect, it } from 'vitest';
import { stateFragment } from './dashboardFragment';
import { sourceDashboard } from './fragmentFixtures';
import { FragmentFileError, MAX_FRAGMENT_FILE_CHARS, readFragment } from './fragmentFile';

const fileText = () => JSON.stringify(stateFragment(sourceDashboard(), 'thermostats', { dashboardTitle: 'Boilers', exportedTime: 1 }));

const refusal = (text: string) => {
    try {
        readFragment(text);
    } catch (error) {
        if (error instanceof FragmentFileError) return { key: error.messageKey, args: error.messageArgs };
        throw error;
    }
    throw new Error('accepted');
};

describe('reading a state file', () => {
    it('reads what the export writes', () => {
        expect(readFragment(fileText())).toEqual(JSON.parse(fileText()));
    });

    it('says what is wrong: not JSON, not a fragment, a whole dashboard, a newer version', () => {
        expect(refusal('{oops').key).toBe('dashboard-fragment.not-json');
        expect(refusal('[1]').key).toBe('dashboard-fragment.not-a-fragment');
        expect(refusal(JSON.stringify({ title: 'Boilers', configuration: { widgets: {} } })).key).toBe('dashboard-fragment.whole-dashboard');
        expect(refusal(JSON.stringify({ ...JSON.parse(fileText()), version: 7 }))).toEqual({ key: 'dashboard-fragment.newer-version', args: { version: 7, known: 1 } });
    });

    it('refuses a file the schema refuses, naming where', () => {
        const file = JSON.parse(fileText());
        file.widgets.chart.config.datasources = 'all of them';
        expect(refusal(JSON.stringify(file))).toEqual({ key: 'dashboard-fragment.invalid', args: { location: '#/widgets/chart/config/datasources' } });
    });

    it('refuses a layout placing a widget the file does not carry', () => {
        const file = JSON.parse(fileText());
        delete file.widgets.knob;
        expect(refusal(JSON.stringify(file))).toEqual({ key: 'dashboard-fragment.missing-widget', args: { id: 'knob' } });
    });

    it('refuses a file too large to be a state before parsing it', () => {
        expect(refusal(' '.repeat(MAX_FRAGMENT_FILE_CHARS + 1)).key).toBe('dashboard-fragment.file-too-large');
    });
});
