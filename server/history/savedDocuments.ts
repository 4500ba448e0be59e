import type { AppContext } from '../context';
import { isPlainObject } from '../lib/json';
import { NULL_UUID } from '../lib/ids';
import { entityAnswer } from '../registry/answer';
import { RuleChainMetadataStore } from '../ruleEngine/metadataStore';
import { resourceNamed } from '../../resources';
import type { VersionedEntityType } from './versionStore';

/** What one successful save leaves in the history. */
export interface SavedDocument {
    entityType: VersionedEntityType;
    entityId: string;
    tenantId: string;
    document: unknown;
}

type Answer = Record<string, unknown>;

const idOf = (value: unknown): string | undefined => (isPlainObject(value) && typeof value.id === 'string' ? value.id : undefined);

/** The entity's own save answer is the document; its tenant is the answer's (NULL_UUID for the system's). */
const asAnswered =
    (entityType: VersionedEntityType) =>
    (_ctx: AppContext, answer: Answer): SavedDocument | null => {
        const entityId = idOf(answer.id);
        return entityId ? { entityType, entityId, tenantId: idOf(answer.tenantId) ?? NULL_UUID, document: answer } : null;
    };

/** A rule chain's document is the chain and its metadata together, whichever of the two was saved. */
function ruleChainDocument(ctx: AppContext, ruleChainId: string, parts: { ruleChain?: Answer; metadata?: unknown }): SavedDocument | null {
    const ruleChain = parts.ruleChain ?? (() => {
        const row = ctx.repositories.ruleChains!.findById(ruleChainId);
        return row ? entityAnswer(ctx, resourceNamed('ruleChains'), row) : undefined;
    })();
    if (!ruleChain) return null;
    const metadata = parts.metadata ?? new RuleChainMetadataStore(ctx.database.sqlite).read(ruleChainId);
    return { entityType: 'RULE_CHAIN', entityId: ruleChainId, tenantId: idOf(ruleChain.tenantId) ?? NULL_UUID, document: { ruleChain, metadata } };
}

/**
 * The save calls whose answers make a version, by contract key, and how: the document is what the
 * save answered (what a GET answers next), so a restore can send it back to the same call.
 */
export const VERSIONED_SAVES: Readonly<Record<string, (ctx: AppContext, answer: Answer) => SavedDocument | null>> = {
    'POST /api/dashboard': asAnswered('DASHBOARD'),
    'POST /api/deviceProfile': asAnswered('DEVICE_PROFILE'),
    'POST /api/widgetType': asAnswered('WIDGET_TYPE'),
    'POST /api/tenantProfile': asAnswered('TENANT_PROFILE'),
    'POST /api/ruleChain': (ctx, answer) => {
        const id = idOf(answer.id);
        return id ? ruleChainDocument(ctx, id, { ruleChain: answer }) : null;
    },
    'POST /api/ruleChain/metadata': (ctx, answer) => {
        const id = idOf(answer.ruleChainId);
        return id ? ruleChainDocument(ctx, id, { metadata: answer }) : null;
    },
};
