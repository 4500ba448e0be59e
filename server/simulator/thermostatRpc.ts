import type { ThermostatReading } from './thermostatReading';

/** One thermostat's state as its RPC answers keep it. */
export interface ThermostatRpcState {
    /** What getValue answers and setValue changes: the heating setpoint, which switches read as on. */
    value: unknown;
    /** GPIO pins by number: on or off. */
    pins: Record<string, boolean>;
    /** The shell command run last, and whether its output was read. */
    command: { text: string; read: boolean } | null;
}

export const initialRpcState = (): ThermostatRpcState => ({ value: 22, pins: {}, command: null });

const SHELL_HELP = "Commands: status (the latest reading), help. This is the demo thermostat's own small shell.";

const shellOutput = (command: string, reading: ThermostatReading | undefined): string => {
    const name = command.trim().split(/\s+/)[0] ?? '';
    if (name === 'status') return reading ? `temperature ${reading.temperature} °C, humidity ${reading.humidity} %` : 'no reading yet';
    if (name === 'help') return SHELL_HELP;
    return `${name}: not found. ${SHELL_HELP}`;
};

/**
 * What a demo thermostat answers to the RPC methods of ThingsBoard's control widgets, so they work on
 * the demo as on a real device: getValue/setValue (switches, knob), checkStatus (LED), the GPIO
 * status and change requests, and the remote shell (getTermInfo, sendCommand, getCommandStatus).
 * Any other method is echoed back with its parameters, as ThingsBoard's RPC debug examples do.
 */
export function thermostatAnswer(state: ThermostatRpcState, method: string, params: unknown, reading: ThermostatReading | undefined): unknown {
    const args = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
    switch (method) {
        case 'getValue':
            return state.value;
        case 'setValue':
            state.value = params;
            return params;
        case 'checkStatus':
            return true;
        case 'getGpioStatus':
            return { ...state.pins };
        case 'setGpioStatus': {
            const pin = String(args.pin ?? '');
            if (pin) state.pins[pin] = args.enabled === true || args.enabled === 'true';
            return { ...state.pins };
        }
        case 'getTermInfo':
            return { platform: 'thermostat', type: 'demo', release: '1.0', cwd: '/' };
        case 'sendCommand':
            state.command = { text: String(args.command ?? ''), read: false };
            return { ok: true };
        case 'getCommandStatus': {
            const command = state.command;
            if (!command || command.read) return { done: true, data: [], cwd: '/' };
            command.read = true;
            return { done: true, data: [{ stdout: `${shellOutput(command.text, reading)}\n` }], cwd: '/' };
        }
        default:
            return { method, params };
    }
}

/** A quiet long poll is answered 408 after this long; the thermostat asks again at once. */
const LONG_POLL_MS = 20_000;
/** After a failed poll (the server restarting), the thermostat waits this long before asking again. */
const RETRY_MS = 1_000;

export interface RpcAnswerer {
    /** Answers for exactly these thermostats (access tokens) from now on: new ones start, gone ones stop. */
    follow(tokens: readonly string[]): void;
    stop(): void;
}

/**
 * The thermostats' RPC side, as a real device on the HTTP device API does it: a long poll on
 * GET /api/v1/{token}/rpc per thermostat, each request answered on POST /api/v1/{token}/rpc/{id}.
 */
export function startRpcAnswerer(serverUrl: string, readingOf: (token: string) => ThermostatReading | undefined): RpcAnswerer {
    const stopped = new AbortController();
    const polling = new Set<string>();
    let followed = new Set<string>();
    const states = new Map<string, ThermostatRpcState>();
    const pause = (ms: number) => new Promise<void>(resolve => {
        const timer = setTimeout(resolve, ms);
        stopped.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
        }, { once: true });
    });

    const poll = async (token: string) => {
        const base = `${serverUrl}/api/v1/${encodeURIComponent(token)}/rpc`;
        const state = states.get(token) ?? initialRpcState();
        states.set(token, state);
        while (!stopped.signal.aborted && followed.has(token)) {
            try {
                const response = await fetch(`${base}?timeout=${LONG_POLL_MS}`, { signal: stopped.signal });
                if (response.status !== 200) {
                    await response.arrayBuffer();
                    // 408: nothing was asked. Anything else: the token is gone or the server is busy.
                    if (response.status !== 408) await pause(RETRY_MS);
                    continue;
                }
                const request = (await response.json()) as { id: number; method: string; params: unknown };
                const answer = thermostatAnswer(state, request.method, request.params, readingOf(token));
                await fetch(`${base}/${request.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer), signal: stopped.signal }).then(reply => reply.arrayBuffer());
            } catch {
                if (!stopped.signal.aborted) await pause(RETRY_MS);
            }
        }
    };

    return {
        follow: tokens => {
            followed = new Set(tokens);
            for (const token of followed) {
                if (polling.has(token) || stopped.signal.aborted) continue;
                polling.add(token);
                void poll(token).finally(() => polling.delete(token));
            }
        },
        stop: () => stopped.abort(),
    };
}
