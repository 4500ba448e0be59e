import { EdgeRows } from '../db/repositories/edges';
import { RuleChainRows } from '../db/repositories/ruleChains';
import { randomAlphanumeric } from '../db/repositories/users';
import { EdgeRuleChains } from '../edges/edgeRuleChains';
import { badRequest } from '../errors';
import type { EntityHooks } from './hooks';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export const edgeHooks: EntityHooks = {
    beforeSave({ ctx, columns, existing, id }) {
        const sqlite = ctx.database.sqlite;
        // As the console's bulk import does, an edge without keys gets 20 random characters each.
        if (blank(columns.routing_key ?? existing?.routing_key)) columns.routing_key = randomAlphanumeric(20);
        if (blank(columns.secret ?? existing?.secret)) columns.secret = randomAlphanumeric(20);
        if (columns.routing_key !== undefined && new EdgeRows(sqlite).isRoutingKeyTaken(columns.routing_key, id)) {
            throw badRequest('Edge with such routing_key already exists');
        }
        if (!existing && !columns.root_rule_chain_id) {
            columns.root_rule_chain_id = new RuleChainRows(sqlite).rootId(columns.tenant_id, 'EDGE') ?? null;
        }
    },
    // As ThingsBoard's edge save: a new edge holds its root chain and the tenant's auto-assigned chains.
    afterSave({ ctx, existing, columns, id }) {
        if (existing) return;
        new EdgeRuleChains(ctx.database.sqlite).assignInitial(columns.tenant_id as string, id, (columns.root_rule_chain_id as string | null) ?? null);
    },
};
