import type { FastifyInstance } from 'fastify';
import { ruleChains } from '../../resources';
import type { AppContext } from '../context';
import { badRequest, itemNotFound } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { componentDescriptor, componentDescriptors, ruleNodeKind } from '../ruleEngine/nodes/catalogue';
import type { ComponentType, RuleChainType } from '../ruleEngine/nodes/types';

const COMPONENT_TYPES: readonly ComponentType[] = ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'];

/** The rule-node palette (ThingsBoard's ComponentDescriptorController), for whoever edits rule chains. */
export function componentRoutes(app: FastifyInstance, ctx: AppContext): void {
    const mayEditChains = (request: Parameters<typeof callerOf>[0]) => ctx.guard.require(callerOf(request), ruleChains, 'show');
    const chainType = (value: unknown): RuleChainType => (value === 'EDGE' ? 'EDGE' : 'CORE');

    contractRoute(app, 'GET /api/component/{componentDescriptorClazz}', async request => {
        mayEditChains(request);
        const kind = ruleNodeKind(request.params.componentDescriptorClazz);
        if (!kind) throw itemNotFound();
        return componentDescriptor(kind);
    });
    contractRoute(app, 'GET /api/components/{componentType}', async request => {
        mayEditChains(request);
        const { componentType } = request.params;
        return componentDescriptors([componentType], chainType(request.query.ruleChainType));
    });
    contractRoute(app, 'GET /api/components', async request => {
        mayEditChains(request);
        const query = request.query;
        const types = query.componentTypes.split(',').map(type => type.trim()).filter(Boolean);
        const unknown = types.find(type => !(COMPONENT_TYPES as readonly string[]).includes(type));
        if (unknown) throw badRequest(`No enum constant org.thingsboard.server.common.data.plugin.ComponentType.${unknown}`);
        return componentDescriptors(types as ComponentType[], chainType(query.ruleChainType));
    });
}
