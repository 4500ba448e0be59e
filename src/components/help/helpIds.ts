import { registry } from '../../../resources';
import { HELP_FILE_IDS } from '../../generated/helpFiles.gen';
import { HELP_LINKS } from '../display/helpLinks';
import { scriptHelpIds } from '../ruleChain/scriptNodes';

/**
 * Help ids (files under public/help/<lang>/<helpId>.md) of the screens that are not an entity
 * list; ThingsBoard's own ids where it has them. Entity lists use their registry entry's helpId,
 * rule-node scripts their ScriptSpec's (src/components/ruleChain/scriptNodes.ts).
 */

/** Functions written in the widget editor and in a widget's data key settings. */
export const WIDGET_HELP_IDS = {
    widgetJs: 'widget/editor/widget_js_fn',
    dataKeyGeneration: 'widget/config/datakey_generation_fn',
    dataKeyPostProcessing: 'widget/config/datakey_postprocess_fn',
    customAction: 'widget/action/custom_action_fn',
} as const;

/** The device profile's alarm rule fields. */
export const DEVICE_PROFILE_HELP_IDS = {
    alarmDetails: 'device-profile/alarm_details',
    specificTimeSchedule: 'device-profile/alarm_specific_schedule_format',
    customSchedule: 'device-profile/alarm_custom_schedule_format',
} as const;

/** Every help id the console opens: each needs an en_US file (helpFiles.test.ts checks). */
export const consoleHelpIds = (): string[] => [
    ...new Set([
        // An entry without a help file shows no (?) (HelpAction).
        ...registry.map(resource => resource.helpId).filter(helpId => HELP_FILE_IDS.has(helpId)),
        ...Object.keys(HELP_LINKS),
        ...scriptHelpIds(),
        ...Object.values(WIDGET_HELP_IDS),
        ...Object.values(DEVICE_PROFILE_HELP_IDS),
    ]),
];
