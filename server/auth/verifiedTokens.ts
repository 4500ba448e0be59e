/**
 * What verifying a token found, kept by the token's text so a token seen again skips the HMAC check
 * (the console sends the same access token with every call). Bounded: the least recently used
 * entry goes first. An entry is good only until the token's `exp`.
 */
export class VerifiedTokens<Claims> {
    private readonly entries = new Map<string, { claims: Claims; expiresAtSec: number }>();

    constructor(private readonly capacity: number) {}

    /** The claims of a token verified before, or undefined; `expired` when it has run out since. */
    get(token: string, nowSec: number): Claims | 'expired' | undefined {
        const entry = this.entries.get(token);
        if (!entry) return undefined;
        this.entries.delete(token);
        // As jose: a token is expired from its exp second on.
        if (entry.expiresAtSec <= nowSec) return 'expired';
        this.entries.set(token, entry);
        return entry.claims;
    }

    set(token: string, claims: Claims, expiresAtSec: number): void {
        this.entries.delete(token);
        this.entries.set(token, { claims, expiresAtSec });
        if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
}
