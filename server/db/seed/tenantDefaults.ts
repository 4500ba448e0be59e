import type SqliteDatabase from 'better-sqlite3';
import { newId, timeOfId } from '../../lib/ids';
import { insertRow } from '../insertRow';
import { EDGE_ROOT_RULE_CHAIN, ROOT_RULE_CHAIN, type RuleChainTemplate } from './ruleChainTemplates';

/** Stores a rule chain with its nodes and links; returns the chain's id. */
export function insertRuleChain(sqlite: SqliteDatabase.Database, tenantId: string, template: RuleChainTemplate): string {
    const chainId = newId();
    const nodeIds = template.nodes.map(() => newId());
    insertRow(sqlite, 'rule_chain', {
        id: chainId,
        created_time: timeOfId(chainId),
        tenant_id: tenantId,
        name: template.name,
        type: template.type,
        first_rule_node_id: nodeIds[template.firstNodeIndex] ?? null,
        root: template.root ? 1 : 0,
        debug_mode: 0,
        configuration: null,
        additional_info: null,
    });
    for (const [index, node] of template.nodes.entries()) {
        insertRow(sqlite, 'rule_node', {
            id: nodeIds[index]!,
            created_time: timeOfId(nodeIds[index]!),
            rule_chain_id: chainId,
            node_index: index,
            type: node.type,
            name: node.name,
            debug_mode: 0,
            configuration: JSON.stringify(node.configuration),
            additional_info: JSON.stringify({
                ...(node.description !== undefined ? { description: node.description } : {}),
                layoutX: node.layout[0],
                layoutY: node.layout[1],
            }),
        });
    }
    for (const [from, to, type] of template.connections) {
        insertRow(sqlite, 'rule_node_connection', { rule_chain_id: chainId, from_index: from, to_index: to, type });
    }
    return chainId;
}

export const DEFAULT_DEVICE_PROFILE_DATA = {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms: null,
};

/** What ThingsBoard's tenant-save logic creates for every new tenant (reference §3), all or nothing. */
export function createTenantDefaults(sqlite: SqliteDatabase.Database, tenantId: string): { rootRuleChainId: string; defaultProfileId: string } {
    return sqlite.transaction(() => {
        const rootRuleChainId = insertRuleChain(sqlite, tenantId, ROOT_RULE_CHAIN);
        insertRuleChain(sqlite, tenantId, EDGE_ROOT_RULE_CHAIN);
        const defaultProfileId = newId();
        insertRow(sqlite, 'device_profile', {
            id: defaultProfileId,
            created_time: timeOfId(defaultProfileId),
            tenant_id: tenantId,
            name: 'default',
            description: 'Default device profile',
            image: null,
            is_default: 1,
            type: 'DEFAULT',
            transport_type: 'DEFAULT',
            provision_type: 'DISABLED',
            provision_device_key: null,
            default_rule_chain_id: null,
            default_dashboard_id: null,
            default_queue_name: null,
            firmware_id: null,
            software_id: null,
            profile_data: JSON.stringify(DEFAULT_DEVICE_PROFILE_DATA),
        });
        return { rootRuleChainId, defaultProfileId };
    })();
}
