import type { BundleCatalogue, WidgetLoader } from './types';

const rpcSwitch: WidgetLoader = () => import('../controls/RpcSwitch').then(module => module.RpcSwitch);

export const loaders: BundleCatalogue = {
    rpcbutton: () => import('../controls/RpcButton').then(module => module.RpcButton),
    switch_control: rpcSwitch,
    round_switch: rpcSwitch,
    slide_toggle_control: rpcSwitch,
    knob_control: () => import('../controls/RpcKnob').then(module => module.RpcKnob),
    rpc_debug_terminal: () => import('../controls/RpcTerminal').then(module => module.RpcTerminal),
    rpc_remote_shell: () => import('../controls/RemoteShell').then(module => module.RemoteShell),
    update_attributes: () => import('../controls/UpdateAttributesButton').then(module => module.UpdateAttributesButton),
    persistent_table: () => import('../controls/PersistentRpcTable').then(module => module.PersistentRpcTable),
    led_indicator: () => import('../indicators/LedIndicator').then(module => module.LedIndicator),
};
