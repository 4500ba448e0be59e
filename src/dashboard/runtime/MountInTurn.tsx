import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Granted when a slot's turn comes; the slot calls done() once its content is on screen. */
type Turn = (done: () => void) => void;

/** A turn that never ends (content that never commits) gives the queue back after this long. */
const TURN_LIMIT_MS = 250;

const waiting: Turn[] = [];
let turnTaken = false;

const grantNext = () => {
    const turn = waiting.shift();
    turnTaken = turn !== undefined;
    if (!turn) return;
    let ended = false;
    const end = () => {
        if (ended) return;
        ended = true;
        window.clearTimeout(limit);
        // A task boundary before the next: the browser paints and answers input in between.
        window.setTimeout(grantNext, 0);
    };
    const limit = window.setTimeout(end, TURN_LIMIT_MS);
    turn(end);
};

/** Queues a turn; the returned function leaves the queue (or ends the turn, if it was granted). */
const requestTurn = (turn: Turn): (() => void) => {
    let endGranted: (() => void) | null = null;
    const queued: Turn = done => {
        endGranted = done;
        turn(done);
    };
    waiting.push(queued);
    if (!turnTaken) grantNext();
    return () => {
        const index = waiting.indexOf(queued);
        if (index >= 0) waiting.splice(index, 1);
        endGranted?.();
    };
};

/**
 * Mounts its content when its turn comes: the dashboard's widgets one after another, in the layout's
 * order (top left first, what is on screen first), each in tasks of its own. Mounted all at once, a
 * dashboard's widgets rendered, set up their charts and laid out in one long task that held the page
 * for seconds on a phone (Lighthouse's total blocking time of the public Thermostats dashboard was
 * 1.8 s, issue #26); now a tap waits at most for one widget. Each mount is a transition, so even one
 * widget's render yields to the browser.
 */
export const MountInTurn = ({ children }: { children: ReactNode }) => {
    const [state, setState] = useState<{ mounted: boolean; done: (() => void) | null }>({ mounted: false, done: null });
    useEffect(() => requestTurn(done => startTransition(() => setState({ mounted: true, done }))), []);
    // Committed: the next widget's turn.
    useEffect(() => state.done?.(), [state.done]);
    return state.mounted ? children : null;
};
