import { DeviceProfileRows } from '../db/repositories/deviceProfiles';
import { EdgeRows } from '../db/repositories/edges';
import { RuleChainRows } from '../db/repositories/ruleChains';
import { badRequest } from '../errors';
import type { EntityHooks } from './hooks';

export const ruleChainHooks: EntityHooks = {
    defaultFilters: { type: 'CORE' },
    beforeSave({ ctx, columns, existing }) {
        if (existing) return;
        columns.type ??= 'CORE';
        // The tenant's first chain of a type becomes its root.
        const hasRoot = new RuleChainRows(ctx.database.sqlite).hasRoot(columns.tenant_id, columns.type);
        columns.root = hasRoot ? 0 : 1;
    },
    // A chain's actor starts on create, updates on save and stops on delete: lifecycle events (LC_EVENT).
    afterSave({ ctx, existing, columns, id }) {
        ctx.events.record((existing?.tenant_id ?? columns.tenant_id) as string, { entityType: 'RULE_CHAIN', id }, 'LC_EVENT', { event: existing ? 'UPDATED' : 'STARTED', success: true });
        ctx.ruleEngine.invalidate(id);
    },
    beforeDelete({ row }) {
        if (row.root === 1 && row.type === 'CORE') throw badRequest('Deletion of Root Tenant Rule Chain is prohibited!');
        if (row.root === 1 && row.type === 'EDGE') throw badRequest('Deletion of Edge Root Tenant Rule Chain is prohibited!');
    },
    cascade({ ctx, row }) {
        const sqlite = ctx.database.sqlite;
        ctx.events.record(row.tenant_id as string, { entityType: 'RULE_CHAIN', id: row.id as string }, 'LC_EVENT', { event: 'STOPPED', success: true });
        ctx.ruleEngine.invalidate(row.id as string);
        new DeviceProfileRows(sqlite).forgetRuleChain(row.id as string);
        new EdgeRows(sqlite).forgetRootRuleChain(row.id as string);
        // Nodes and links follow through their foreign keys.
    },
};
