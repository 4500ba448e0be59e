/**
 * Waiting work of many owners (tenants), served in turn: one item of each owner with work, then
 * the next owner, so a tenant with a hundred waiting scripts delays another tenant's script by at
 * most one of its own. An owner already running `limit` items is skipped until one finishes.
 */
export class FairQueue<T> {
    /** Owners with waiting items, in their turn order (a Map keeps insertion order). */
    private readonly lanes = new Map<string, T[]>();
    private readonly active = new Map<string, number>();

    waiting(owner: string): number {
        return this.lanes.get(owner)?.length ?? 0;
    }

    running(owner: string): number {
        return this.active.get(owner) ?? 0;
    }

    /** Queues an item at the end of its owner's lane (or at its front, for work that has to start over). */
    push(owner: string, item: T, front = false): void {
        const lane = this.lanes.get(owner);
        if (!lane) this.lanes.set(owner, [item]);
        else if (front) lane.unshift(item);
        else lane.push(item);
    }

    /** Takes an item back out before it ran; false when it is not waiting. */
    remove(owner: string, item: T): boolean {
        const lane = this.lanes.get(owner);
        const index = lane?.indexOf(item) ?? -1;
        if (!lane || index < 0) return false;
        lane.splice(index, 1);
        if (lane.length === 0) this.lanes.delete(owner);
        return true;
    }

    /** The next owner's first item, when that owner runs fewer than `limit`; it counts as running until `finished`. */
    take(limit: number): { owner: string; item: T } | undefined {
        for (const [owner, lane] of this.lanes) {
            if (this.running(owner) >= limit) continue;
            const item = lane.shift()!;
            // The owner goes to the back of the turn, with whatever it still has waiting.
            this.lanes.delete(owner);
            if (lane.length > 0) this.lanes.set(owner, lane);
            this.active.set(owner, this.running(owner) + 1);
            return { owner, item };
        }
        return undefined;
    }

    finished(owner: string): void {
        const running = this.running(owner) - 1;
        if (running > 0) this.active.set(owner, running);
        else this.active.delete(owner);
    }

    /** Every waiting item, taken out (the sandbox stops). */
    drain(): Array<{ owner: string; item: T }> {
        const all = [...this.lanes].flatMap(([owner, lane]) => lane.map(item => ({ owner, item })));
        this.lanes.clear();
        return all;
    }
}
