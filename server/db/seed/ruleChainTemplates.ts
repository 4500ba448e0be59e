/**
 * The rule chains every tenant starts with, written as data: node classes, names, settings and
 * positions, and the links between them by node index (ThingsBoard's metadata model).
 */
export interface RuleNodeTemplate {
    type: string;
    name: string;
    configuration: Record<string, unknown>;
    layout: [x: number, y: number];
    description?: string;
}

export interface RuleChainTemplate {
    name: string;
    type: 'CORE' | 'EDGE';
    root: boolean;
    firstNodeIndex: number;
    nodes: RuleNodeTemplate[];
    connections: Array<[from: number, to: number, label: string]>;
}

const ENGINE = 'org.thingsboard.rule.engine';
const LOG_SCRIPT =
    "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";
const DEVICE_PROFILE_NODE_DESCRIPTION =
    'Process incoming messages from devices with the alarm rules defined in the device profile. ' +
    'Dispatch all incoming messages with "Success" relation type.';

const node = (
    kind: string,
    name: string,
    configuration: Record<string, unknown>,
    layout: [number, number],
    description?: string,
): RuleNodeTemplate => ({ type: `${ENGINE}.${kind}`, name, configuration, layout, description });

const saveTimeseries = (layout: [number, number]) => node('telemetry.TbMsgTimeseriesNode', 'Save Timeseries', { defaultTTL: 0 }, layout);
const saveClientAttributes = (layout: [number, number]) =>
    node('telemetry.TbMsgAttributesNode', 'Save Client Attributes', { scope: 'CLIENT_SCOPE', notifyDevice: 'false' }, layout);
const messageTypeSwitch = (layout: [number, number]) => node('filter.TbMsgTypeSwitchNode', 'Message Type Switch', { version: 0 }, layout);
const logRpcFromDevice = (layout: [number, number]) => node('action.TbLogNode', 'Log RPC from Device', { jsScript: LOG_SCRIPT }, layout);
const logOther = (layout: [number, number]) => node('action.TbLogNode', 'Log Other', { jsScript: LOG_SCRIPT }, layout);
const rpcCallRequest = (layout: [number, number]) => node('rpc.TbSendRPCRequestNode', 'RPC Call Request', { timeoutInSeconds: 60 }, layout);
const deviceProfileNode = (layout: [number, number]) =>
    node(
        'profile.TbDeviceProfileNode',
        'Device Profile Node',
        { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
        layout,
        DEVICE_PROFILE_NODE_DESCRIPTION,
    );

/** Device profile node → type switch → save telemetry / attributes, log, RPC: nodes 0–6, entry 6 (the reference template's order). */
const coreConnections: RuleChainTemplate['connections'] = [
    [2, 4, 'Other'],
    [2, 1, 'Post attributes'],
    [2, 0, 'Post telemetry'],
    [2, 3, 'RPC Request from Device'],
    [2, 5, 'RPC Request to Device'],
    [6, 2, 'Success'],
];

export const ROOT_RULE_CHAIN: RuleChainTemplate = {
    name: 'Root Rule Chain',
    type: 'CORE',
    root: true,
    firstNodeIndex: 6,
    nodes: [
        saveTimeseries([824, 156]),
        saveClientAttributes([825, 52]),
        messageTypeSwitch([347, 149]),
        logRpcFromDevice([825, 266]),
        logOther([825, 379]),
        rpcCallRequest([825, 468]),
        deviceProfileNode([204, 240]),
    ],
    // In the reference root chain's order, so a fresh tenant's root exports as ThingsBoard's does.
    connections: [
        [6, 2, 'Success'],
        [2, 4, 'Other'],
        [2, 1, 'Post attributes'],
        [2, 0, 'Post telemetry'],
        [2, 3, 'RPC Request from Device'],
        [2, 5, 'RPC Request to Device'],
    ],
};

/** What `POST /api/ruleChain/device/default` builds, under the name it is given. */
export function deviceProfileRuleChain(name: string): RuleChainTemplate {
    return {
        name,
        type: 'CORE',
        root: false,
        firstNodeIndex: 6,
        // As ThingsBoard's template: no notifyDevice flag, an empty node description.
        nodes: [
            saveTimeseries([822, 294]),
            node('telemetry.TbMsgAttributesNode', 'Save Client Attributes', { scope: 'CLIENT_SCOPE' }, [824, 221]),
            messageTypeSwitch([494, 309]),
            logRpcFromDevice([824, 383]),
            logOther([823, 444]),
            rpcCallRequest([822, 507]),
            { ...deviceProfileNode([209, 307]), description: '' },
        ],
        connections: coreConnections,
    };
}

export const EDGE_ROOT_RULE_CHAIN: RuleChainTemplate = {
    name: 'Edge Root Rule Chain',
    type: 'EDGE',
    root: true,
    firstNodeIndex: 0,
    nodes: [
        deviceProfileNode([187, 468]),
        saveTimeseries([823, 157]),
        node('telemetry.TbMsgAttributesNode', 'Save Client Attributes', { scope: 'CLIENT_SCOPE' }, [824, 52]),
        messageTypeSwitch([347, 149]),
        logRpcFromDevice([825, 266]),
        logOther([824, 378]),
        rpcCallRequest([824, 466]),
        node('edge.TbMsgPushToCloudNode', 'Push to cloud', { scope: 'SERVER_SCOPE' }, [1129, 52]),
    ],
    connections: [
        [0, 3, 'Success'],
        [1, 7, 'Success'],
        [2, 7, 'Success'],
        [3, 6, 'RPC Request to Device'],
        [3, 5, 'Other'],
        [3, 2, 'Post attributes'],
        [3, 1, 'Post telemetry'],
        [3, 4, 'RPC Request from Device'],
        [3, 7, 'Attributes Updated'],
        [4, 7, 'Success'],
    ],
};
