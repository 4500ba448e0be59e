import { RpcTimeoutError } from '../deviceApi/rpc';

/** How much longer the REST caller waits than the call's own deadline, so the rule node's outcome (delivered or not) arrives first. */
const OUTCOME_GRACE_MS = 500;

type Outcome = { response: unknown } | { error: unknown };

/**
 * Server-side RPC calls from the REST API waiting for the rule engine: as in ThingsBoard 3.3, the
 * call becomes an RPC_CALL_FROM_SERVER_TO_DEVICE message (metadata `requestUUID`), and the chain's
 * "rpc call request" node delivers it and reports the device's answer here. A chain without that
 * node leaves the caller to time out as "not delivered".
 */
export class ServerRpcCalls {
    private readonly waiting = new Map<string, (outcome: Outcome) => void>();

    /** Resolves with the device's response, rejects with the node's error or RpcTimeoutError(false) after `timeoutMs`. */
    wait(requestUUID: string, timeoutMs: number): Promise<unknown> {
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => finish({ error: new RpcTimeoutError(false) }), timeoutMs + OUTCOME_GRACE_MS);
            const finish = (outcome: Outcome) => {
                clearTimeout(timer);
                this.waiting.delete(requestUUID);
                if ('error' in outcome) reject(outcome.error);
                else resolve(outcome.response);
            };
            this.waiting.set(requestUUID, finish);
        });
    }

    /** The rule node's outcome of a call; calls nobody waits for (any more) are ignored. */
    settle(requestUUID: string, outcome: Outcome): void {
        this.waiting.get(requestUUID)?.(outcome);
    }
}
