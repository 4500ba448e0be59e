import { SEVERITIES, type AlarmSeverity } from '../../alarms/alarmStatus';
import { AlarmRuleState, type EvalResult, type RuleInputs } from './ruleState';
import type { AlarmRule, DeviceProfileAlarm } from './types';

/** The device's open (not cleared) alarm of this type, if any. */
export interface OpenAlarm {
    severity: AlarmSeverity;
    details: unknown;
}

/** What the alarm service should do. */
export type AlarmAction =
    | { kind: 'raise'; severity: AlarmSeverity; rule: AlarmRule }
    | { kind: 'update'; severity: AlarmSeverity; rule: AlarmRule }
    | { kind: 'clear'; rule: AlarmRule };

const rank = (severity: AlarmSeverity) => SEVERITIES.indexOf(severity);

/**
 * One alarm of a device profile on one device (ThingsBoard's AlarmState): the create rules from
 * the highest severity down, the first true one raises the alarm or escalates the open one (a
 * lower severity never lowers it, as in ThingsBoard); when none is true, a true clear rule clears
 * the open alarm and resets every rule's progress.
 */
export class AlarmState {
    private readonly createStates: AlarmRuleState[];
    private readonly clearState: AlarmRuleState | null;

    constructor(readonly definition: DeviceProfileAlarm) {
        this.createStates = Object.entries(definition.createRules ?? {})
            .filter(([severity, rule]) => SEVERITIES.includes(severity as AlarmSeverity) && rule)
            .map(([severity, rule]) => new AlarmRuleState(rule!, severity as AlarmSeverity))
            .sort((a, b) => rank(a.severity!) - rank(b.severity!));
        this.clearState = definition.clearRule ? new AlarmRuleState(definition.clearRule, null) : null;
    }

    /** A message changed `updated` keys ("TYPE:key"); rules that read none of them are skipped. */
    onMessage(inputs: RuleInputs, updated: ReadonlySet<string>, open: OpenAlarm | null): AlarmAction | null {
        return this.decide(open, state => (state.concerns(updated) ? state.evaluate(inputs) : null));
    }

    /**
     * The clock moved on: DURATION rules may have held long enough. Only a raise, an escalation or
     * a clear is worth acting on; nothing new happened to refresh an alarm that already fits.
     */
    onClock(inputs: RuleInputs, open: OpenAlarm | null): AlarmAction | null {
        const action = this.decide(open, state => state.evaluateAt(inputs));
        return action?.kind === 'update' && action.severity === open?.severity ? null : action;
    }

    /** Whether any rule of this alarm reads one of these keys. */
    concerns(updated: ReadonlySet<string>): boolean {
        return [...this.createStates, ...(this.clearState ? [this.clearState] : [])].some(state => state.concerns(updated));
    }

    get waitsForTime(): boolean {
        return this.createStates.some(state => state.waitsForTime) || !!this.clearState?.waitsForTime;
    }

    private decide(open: OpenAlarm | null, evaluate: (state: AlarmRuleState) => EvalResult | null): AlarmAction | null {
        for (const state of this.createStates) {
            const result = evaluate(state);
            if (result === 'FALSE') state.reset();
            if (result !== 'TRUE') continue;
            const severity = state.severity!;
            if (!open) return { kind: 'raise', severity, rule: state.rule };
            return rank(severity) <= rank(open.severity) ? { kind: 'update', severity, rule: state.rule } : null;
        }
        if (!open || !this.clearState) return null;
        const result = evaluate(this.clearState);
        if (result === 'FALSE') this.clearState.reset();
        if (result !== 'TRUE') return null;
        for (const state of [...this.createStates, this.clearState]) state.reset();
        return { kind: 'clear', rule: this.clearState.rule };
    }
}
