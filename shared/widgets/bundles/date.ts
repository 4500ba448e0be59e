import { card, choice, flag, integer, settingsForm, type WidgetBundleManifest } from '../manifest';

const INTERVALS = ['hour', 'day', 'week', 'twoWeeks', 'month', 'threeMonths', 'sixMonths'];

/** The date-range navigator's settings, by ThingsBoard's names. */
const NAVIGATOR_SETTINGS = settingsForm({
    hidePicker: flag('Hide the date range picker', false),
    onePanel: flag('Pick the range on one calendar', false),
    autoConfirm: flag('Apply the picked range at once', false),
    showTemplate: flag('Offer quick ranges (today, last 7 days ...)', false),
    firstDayOfWeek: { ...integer('First day of the week (0 Sunday, 1 Monday ...)', 1, 0), maximum: 6 },
    hideInterval: flag('Hide the interval', false),
    initialInterval: choice('Initial interval', INTERVALS, 'week'),
    hideStepSize: flag('Hide the step size', false),
    stepSize: choice('Initial step size', INTERVALS, 'day'),
    hideLabels: flag('Hide the labels', false),
    useSessionStorage: flag('Remember the range in the browser tab', true),
});

export const bundle: WidgetBundleManifest = {
    alias: 'date',
    title: 'Date',
    types: [
        {
            typeAlias: 'date_range_navigator', name: 'Date-range-navigator', kind: 'static', sizeX: 5, sizeY: 5.5, settingsSchema: NAVIGATOR_SETTINGS,
            defaultConfig: {
                ...card('Date-range-navigator', [], { defaultInterval: 'week', stepSize: 'day' }),
                backgroundColor: 'rgb(255, 255, 255)', timewindow: { realtime: { timewindowMs: 60000 } }, useDashboardTimewindow: true, showLegend: false,
            },
        },
    ],
};
