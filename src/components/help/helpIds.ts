import { registry } from '../../../resources';
import { HELP_LINKS } from '../display/helpLinks';

/**
 * Help ids (files under public/help/<lang>/<helpId>.md) of the screens that are not an entity
 * list; ThingsBoard's own ids where it has them. Entity lists use their registry entry's helpId.
 */

/** The script function of each rule node, by node class (short name), as ThingsBoard names them. */
export const RULE_NODE_SCRIPT_HELP_IDS: Readonly<Record<string, string>> = {
    TbJsFilterNode: 'rulenode/filter_node_script_fn',
    TbJsSwitchNode: 'rulenode/switch_node_script_fn',
    TbTransformMsgNode: 'rulenode/transformation_node_script_fn',
    TbMsgGeneratorNode: 'rulenode/generator_node_script_fn',
    TbLogNode: 'rulenode/log_node_script_fn',
    TbCreateAlarmNode: 'rulenode/create_alarm_node_script_fn',
    TbClearAlarmNode: 'rulenode/clear_alarm_node_script_fn',
};

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
        ...registry.map(resource => resource.helpId),
        ...Object.keys(HELP_LINKS),
        ...Object.values(RULE_NODE_SCRIPT_HELP_IDS),
        ...Object.values(WIDGET_HELP_IDS),
        ...Object.values(DEVICE_PROFILE_HELP_IDS),
    ]),
];
