import { RpcTimeoutError } from '../deviceApi/rpc';

/** How much longer the REST caller waits than the call's own deadline, so the rule node's outcome (delivered or not) arrives first. */
const OUTCOME_GRACE_MS = 500;

type Outcome = { response: unknown } | { error: unknown };

const callKey = (tenantId: string, requestUUID: string) => `${tenantId}/${requestUUID}`;

/**
 * Server-side RPC calls from the REST API waiting for the rule engine: as in ThingsBoard 3.3, the
 * call becomes an RPC_CALL_FROM_SERVER_TO_DEVICE message (metadata `requestUUID`), and the chain's
 * "rpc call request" node delivers it and reports the device's answer here. A chain without that
 * node leaves the caller to time out as "not delivered". Calls are kept per tenant: a chain settles
 * only its own tenant's calls, whatever `requestUUID` a message's metadata claims.
 */
export class ServerRpcCalls {
    private readonly waiting = new Map<string, (outcome: Outcome) => void>();

    /** Resolves with the device's response, rejects with the node's error or RpcTimeoutError(false) after `timeoutMs`. */
    wait(tenantId: string, requestUUID: string, timeoutMs: number): Promise<unknown> {
        const key = callKey(tenantId, requestUUID);
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => finish({ error: new RpcTimeoutError(false) }), timeoutMs + OUTCOME_GRACE_MS);
            const finish = (outcome: Outcome) => {
                clearTimeout(timer);
                this.waiting.delete(key);
                if ('error' in outcome) reject(outcome.error);
                else resolve(outcome.response);
            };
            this.waiting.set(key, finish);
        });
    }

    /** The rule node's outcome of a call of its tenant; calls nobody waits for (any more) are ignored. */
    settle(tenantId: string, requestUUID: string, outcome: Outcome): void {
        this.waiting.get(callKey(tenantId, requestUUID))?.(outcome);
    }
}
