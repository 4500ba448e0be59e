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
}

const MESSAGE_ARGS = ['msg', 'metadata', 'msgType'];

/** Script fields per node class (by short name), as ThingsBoard's node configuration forms. */
const SCRIPT_FIELDS: Readonly<Record<string, readonly ScriptSpec[]>> = {
    TbJsFilterNode: [{ field: 'jsScript', scriptType: 'filter', argNames: MESSAGE_ARGS, functionName: 'Filter', resultType: 'boolean' }],
    TbJsSwitchNode: [{ field: 'jsScript', scriptType: 'switch', argNames: MESSAGE_ARGS, functionName: 'Switch', resultType: 'nocheck' }],
    TbTransformMsgNode: [{ field: 'jsScript', scriptType: 'update', argNames: MESSAGE_ARGS, functionName: 'Transform', resultType: 'object' }],
    TbMsgGeneratorNode: [{ field: 'jsScript', scriptType: 'generate', argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'], functionName: 'Generate', resultType: 'object' }],
    TbLogNode: [{ field: 'jsScript', scriptType: 'string', argNames: MESSAGE_ARGS, functionName: 'ToString', resultType: 'string' }],
    TbCreateAlarmNode: [{ field: 'alarmDetailsBuildJs', scriptType: 'json', argNames: MESSAGE_ARGS, functionName: 'Details', resultType: 'object' }],
    TbClearAlarmNode: [{ field: 'alarmDetailsBuildJs', scriptType: 'json', argNames: MESSAGE_ARGS, functionName: 'Details', resultType: 'object' }],
};

export const scriptFieldsOf = (clazz: string | undefined): readonly ScriptSpec[] => SCRIPT_FIELDS[shortClassName(clazz)] ?? [];
