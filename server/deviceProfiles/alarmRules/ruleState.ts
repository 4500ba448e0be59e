import type { AlarmSeverity } from '../../alarms/alarmStatus';
import { isScheduleActive } from './schedule';
import { keysOfRule, type RuleKey } from './ruleKeys';
import type { AlarmRule, PredicateValue, TimeUnit } from './types';

/** ThingsBoard's AlarmEvalResult: NOT_YET_TRUE keeps a DURATION/REPEATING rule's progress. */
export type EvalResult = 'TRUE' | 'FALSE' | 'NOT_YET_TRUE';

/** What a rule needs from the device at one moment. */
export interface RuleInputs {
    /** The time of the data (the message's timestamp). */
    ts: number;
    /** Whether the rule's filters all pass on the device's values. */
    holds(rule: AlarmRule): boolean;
    /** A threshold operand: its dynamic value when the source attribute exists, else its default. */
    numberOf(value: PredicateValue): number;
}

const UNIT_MS: Readonly<Record<TimeUnit, number>> = {
    SECONDS: 1000,
    MINUTES: 60_000,
    HOURS: 3_600_000,
    DAYS: 86_400_000,
};

/**
 * One create or clear rule of an alarm and its progress (ThingsBoard's AlarmRuleState):
 * SIMPLE is true while the condition holds; DURATION once it has held for longer than the
 * threshold; REPEATING on the N-th consecutive message that meets it. A message that fails the
 * condition, or arrives outside the schedule, resets the progress.
 */
export class AlarmRuleState {
    readonly keys: ReadonlySet<RuleKey>;
    eventCount = 0;
    lastEventTs = 0;
    duration = 0;

    constructor(
        readonly rule: AlarmRule,
        /** Null for the clear rule. */
        readonly severity: AlarmSeverity | null,
    ) {
        this.keys = keysOfRule(rule);
    }

    /** Whether a message that changed these keys concerns this rule. */
    concerns(updated: ReadonlySet<string>): boolean {
        for (const key of this.keys) if (updated.has(key)) return true;
        return false;
    }

    /** Evaluation on a message. */
    evaluate(inputs: RuleInputs): EvalResult {
        const met = isScheduleActive(this.rule.schedule, inputs.ts) && inputs.holds(this.rule);
        const spec = this.rule.condition.spec ?? { type: 'SIMPLE' as const };
        if (!met) return 'FALSE';
        switch (spec.type) {
            case 'SIMPLE':
                return 'TRUE';
            case 'REPEATING':
                this.eventCount += 1;
                return this.eventCount >= inputs.numberOf(spec.predicate) ? 'TRUE' : 'NOT_YET_TRUE';
            case 'DURATION':
                if (this.lastEventTs > 0) {
                    if (inputs.ts > this.lastEventTs) {
                        this.duration += inputs.ts - this.lastEventTs;
                        this.lastEventTs = inputs.ts;
                    }
                } else {
                    this.lastEventTs = inputs.ts;
                    this.duration = 0;
                }
                return this.duration > this.requiredDuration(spec.unit, spec.predicate, inputs) ? 'TRUE' : 'NOT_YET_TRUE';
        }
    }

    /**
     * Evaluation by the clock, without a message: only a DURATION rule in progress can become true
     * (the condition is assumed to still hold, as the device sent nothing new).
     */
    evaluateAt(inputs: RuleInputs): EvalResult {
        const spec = this.rule.condition.spec;
        if (spec?.type !== 'DURATION' || this.lastEventTs <= 0 || inputs.ts <= this.lastEventTs) return 'NOT_YET_TRUE';
        const required = this.requiredDuration(spec.unit, spec.predicate, inputs);
        if (required <= 0) return 'NOT_YET_TRUE';
        if (!isScheduleActive(this.rule.schedule, inputs.ts)) return 'FALSE';
        return this.duration + (inputs.ts - this.lastEventTs) > required ? 'TRUE' : 'NOT_YET_TRUE';
    }

    /** Whether the clock may still turn this rule true. */
    get waitsForTime(): boolean {
        return this.rule.condition.spec?.type === 'DURATION' && this.lastEventTs > 0;
    }

    reset(): void {
        this.eventCount = 0;
        this.lastEventTs = 0;
        this.duration = 0;
    }

    private requiredDuration(unit: TimeUnit, predicate: PredicateValue, inputs: RuleInputs): number {
        return (UNIT_MS[unit] ?? UNIT_MS.SECONDS) * inputs.numberOf(predicate);
    }
}
