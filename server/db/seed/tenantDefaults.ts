import type { Kysely, Transaction } from 'kysely';
import { newId, timeOfId } from '../../lib/ids';
import type { Database } from '../schema';
import { EDGE_ROOT_RULE_CHAIN, ROOT_RULE_CHAIN, type RuleChainTemplate } from './ruleChainTemplates';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores a rule chain with its nodes and links; returns the chain's id. */
export async function insertRuleChain(db: Db, tenantId: string, template: RuleChainTemplate): Promise<string> {
    const chainId = newId();
    const nodeIds = template.nodes.map(() => newId());
    await db
        .insertInto('rule_chain')
        .values({
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
        })
        .execute();
    await db
        .insertInto('rule_node')
        .values(
            template.nodes.map((node, index) => ({
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
            })),
        )
        .execute();
    await db
        .insertInto('rule_node_connection')
        .values(template.connections.map(([from, to, type]) => ({ rule_chain_id: chainId, from_index: from, to_index: to, type })))
        .execute();
    return chainId;
}

export const DEFAULT_DEVICE_PROFILE_DATA = {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms: null,
};

/** What ThingsBoard's tenant-save logic creates for every new tenant (reference §3). */
export async function createTenantDefaults(db: Db, tenantId: string): Promise<{ rootRuleChainId: string; defaultProfileId: string }> {
    const rootRuleChainId = await insertRuleChain(db, tenantId, ROOT_RULE_CHAIN);
    await insertRuleChain(db, tenantId, EDGE_ROOT_RULE_CHAIN);
    const defaultProfileId = newId();
    await db
        .insertInto('device_profile')
        .values({
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
        })
        .execute();
    return { rootRuleChainId, defaultProfileId };
}
