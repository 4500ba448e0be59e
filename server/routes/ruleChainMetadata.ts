import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ruleChains } from '../../resources';
import type { AppContext } from '../context';
import { badRequest, entityNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityAnswer } from '../registry/answer';
import { newMsg } from '../ruleEngine/message';
import { RuleChainMetadataStore } from '../ruleEngine/metadataStore';
import { SCRIPT_TYPES, testScriptOutput, type ScriptType } from '../ruleEngine/sandbox/nodeScripts';
import { enforceCreateLimits } from '../tenantLimits/entityLimits';
import { RuleChainRows } from '../db/repositories/ruleChains';

interface ChainBody {
    name?: string;
    type?: 'CORE' | 'EDGE';
    debugMode?: boolean;
    configuration?: unknown;
    additionalInfo?: unknown;
}

/**
 * A rule chain's node graph (metadata), its output labels, the debug input of a node, export and
 * import of whole chains, and the script test of the node dialogs. The engine forgets a chain's
 * cached graph whenever it is saved.
 */
export function ruleChainMetadataRoutes(app: FastifyInstance, ctx: AppContext): void {
    const store = new RuleChainMetadataStore(ctx.database.sqlite);
    const repository = ctx.repositories.ruleChains!;
    const sqlite = ctx.database.sqlite;
    const chainRows = new RuleChainRows(sqlite);
    const loadChain = (request: FastifyRequest, id: string, action: 'show' | 'edit') => ctx.guard.load(callerOf(request), repository, id, action);

    app.addHook('onReady', async () => {
        // The server answers (and startServer resolves) only once every script worker is warm (they
        // began to boot with the context): no script, in a chain or in the test dialog, waits for one.
        await ctx.scripts.start();
        ctx.ruleEngine.start();
    });
    app.addHook('onClose', async () => {
        ctx.ruleEngine.stop();
        await ctx.scripts.stop();
    });

    contractRoute(app, 'GET /api/ruleChain/{ruleChainId}/metadata', async request => {
        const row = loadChain(request, request.params.ruleChainId, 'show');
        return store.read(row.id as string);
    });

    contractRoute(app, 'POST /api/ruleChain/metadata', async request => {
        const body = request.body;
        const id = body.ruleChainId?.id;
        if (!id) throw badRequest('Rule chain id should be specified!');
        loadChain(request, id, 'edit');
        const saved = store.save(id, body);
        ctx.ruleEngine.invalidate(id);
        return saved;
    });

    contractRoute(app, 'GET /api/ruleChain/{ruleChainId}/output/labels', async request => {
        const row = loadChain(request, request.params.ruleChainId, 'show');
        return store.outputLabels(row.id as string);
    });

    contractRoute(app, 'GET /api/ruleChain/{ruleChainId}/output/labels/usage', async request => {
        const row = loadChain(request, request.params.ruleChainId, 'show');
        return store.outputLabelsUsage(row.tenant_id as string, row.id as string);
    });

    contractRoute(app, 'GET /api/ruleNode/{ruleNodeId}/debugIn', async request => {
        const caller = callerOf(request);
        ctx.guard.require(caller, ruleChains, 'show');
        const nodeId = request.params.ruleNodeId;
        const owner = store.nodeOwner(nodeId);
        if (!owner) throw entityNotFound('RULE_NODE', nodeId);
        if (owner.tenantId !== caller.tenantId) throw permissionDenied();
        // ThingsBoard looks at the node's two latest debug events and answers the IN one among them.
        const latest = ctx.events.page(owner.tenantId, nodeId, 'DEBUG_RULE_NODE', { pageSize: 2, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC' });
        const input = latest.data.find(event => (event.body as { type?: string }).type === 'IN');
        return input ? input.body : null;
    });

    contractRoute(app, 'GET /api/ruleChains/export', async request => {
        const caller = callerOf(request);
        ctx.guard.require(caller, ruleChains, 'list');
        const { limit } = request.query;
        const rows = chainRows.firstOfTenant(caller.tenantId, limit);
        return { ruleChains: rows.map(row => entityAnswer(ctx, ruleChains, row)), metadata: rows.map(row => store.read(row.id as string)) };
    });

    contractRoute(app, 'POST /api/ruleChains/import', async request => {
        const caller = callerOf(request);
        ctx.guard.require(caller, ruleChains, 'create');
        const overwrite = request.query.overwrite === true;
        const body = request.body;
        if (body.ruleChains.length !== body.metadata.length) throw badRequest('Every imported rule chain needs its metadata');
        return body.ruleChains.map((chain, index) => {
            const name = typeof chain.name === 'string' ? chain.name.trim() : '';
            const type = chain.type === 'EDGE' ? 'EDGE' : 'CORE';
            try {
                if (!name) throw badRequest('Rule chain name should be specified!');
                const existing = overwrite ? chainRows.findIdByName(caller.tenantId, type, name) : undefined;
                const id = existing ?? createChain(caller.tenantId, name, type, chain);
                store.save(id, body.metadata[index]!);
                ctx.ruleEngine.invalidate(id);
                return { ruleChainId: { entityType: 'RULE_CHAIN', id }, ruleChainName: name, updated: existing !== undefined, error: null };
            } catch (error) {
                return { ruleChainId: null, ruleChainName: name, updated: false, error: error instanceof Error ? error.message : String(error) };
            }
        });
    });

    /** A new, non-root chain with the imported header (the import never changes which chain is root). */
    function createChain(tenantId: string, name: string, type: 'CORE' | 'EDGE', chain: ChainBody): string {
        enforceCreateLimits(sqlite, 'ruleChains', tenantId);
        return chainRows.insertImported(tenantId, { ...chain, name, type });
    }

    contractRoute(app, 'POST /api/ruleChain/testScript', async request => {
        const caller = callerOf(request);
        if (caller.authority !== 'SYS_ADMIN' && caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
        const body = request.body;
        try {
            const scriptType = body.scriptType ?? 'update';
            if (!(SCRIPT_TYPES as readonly string[]).includes(scriptType)) throw new Error(`Unsupported script type: ${scriptType}`);
            const msg = newMsg({ type: body.msgType, originator: { entityType: 'TENANT', id: caller.tenantId }, data: body.msg, metadata: body.metadata });
            const output = await testScriptOutput(ctx.scripts.forTenant(caller.tenantId), scriptType as ScriptType, { body: body.script, argNames: body.argNames }, msg);
            return { output, error: '' };
        } catch (error) {
            return { output: '', error: error instanceof Error ? error.message : String(error) };
        }
    });
}
