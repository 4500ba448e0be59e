import type { JsResultType } from '../editors/jsFunction';
import { shortClassName } from './ruleChainModel';

/** A script field of a node configuration and how ThingsBoard runs it. */
export interface ScriptSpec {
    field: string;
    /** testScript's scriptType. */
    scriptType: 'filter' | 'switch' | 'update' | 'generate' | 'string' | 'json';
    argNames: string[];
    functionName: string;
    resultType: JsResultType;
    /** The help of the function (public/help/<lang>/<helpId>.md), ThingsBoard's id; none for scripts only a schema declares. */
    helpId?: string;
}

const MESSAGE_ARGS = ['msg', 'metadata', 'msgType'];

/** Script fields per node class (by short name), as ThingsBoard's node configuration forms. */
const SCRIPT_FIELDS: Readonly<Record<string, readonly ScriptSpec[]>> = {
    TbJsFilterNode: [{ field: 'jsScript', scriptType: 'filter', argNames: MESSAGE_ARGS, functionName: 'Filter', resultType: 'boolean', helpId: 'rulenode/filter_node_script_fn' }],
    TbJsSwitchNode: [{ field: 'jsScript', scriptType: 'switch', argNames: MESSAGE_ARGS, functionName: 'Switch', resultType: 'nocheck', helpId: 'rulenode/switch_node_script_fn' }],
    TbTransformMsgNode: [{ field: 'jsScript', scriptType: 'update', argNames: MESSAGE_ARGS, functionName: 'Transform', resultType: 'object', helpId: 'rulenode/transformation_node_script_fn' }],
    TbMsgGeneratorNode: [{ field: 'jsScript', scriptType: 'generate', argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'], functionName: 'Generate', resultType: 'object', helpId: 'rulenode/generator_node_script_fn' }],
    TbLogNode: [{ field: 'jsScript', scriptType: 'string', argNames: MESSAGE_ARGS, functionName: 'ToString', resultType: 'string', helpId: 'rulenode/log_node_script_fn' }],
    TbCreateAlarmNode: [{ field: 'alarmDetailsBuildJs', scriptType: 'json', argNames: MESSAGE_ARGS, functionName: 'Details', resultType: 'object', helpId: 'rulenode/create_alarm_node_script_fn' }],
    TbClearAlarmNode: [{ field: 'alarmDetailsBuildJs', scriptType: 'json', argNames: MESSAGE_ARGS, functionName: 'Details', resultType: 'object', helpId: 'rulenode/clear_alarm_node_script_fn' }],
};

export const scriptFieldsOf = (clazz: string | undefined): readonly ScriptSpec[] => SCRIPT_FIELDS[shortClassName(clazz)] ?? [];

/** The help ids of every node script, for the help files' completeness check. */
export const scriptHelpIds = (): string[] => Object.values(SCRIPT_FIELDS).flatMap(specs => specs.flatMap(spec => spec.helpId ?? []));
