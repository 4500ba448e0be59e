import type { UsageMeter } from './apiUsageService';

/** Configuration fields holding a script the node runs for every message (filter, switch, transform, generator, log, alarm details). */
const SCRIPT_FIELDS = ['jsScript', 'alarmDetailsBuildJs'] as const;

/**
 * One rule node about to handle one message: a rule-engine execution, and a JavaScript execution
 * when the node runs a script, as ThingsBoard counts them. Throws the refusal of a disabled service.
 */
export function meterRuleNode(meter: UsageMeter | undefined, tenantId: string, configuration: Readonly<Record<string, unknown>>): void {
    if (!meter) return;
    meter.admit(tenantId, 'RE_EXEC_COUNT');
    if (SCRIPT_FIELDS.some(field => typeof configuration[field] === 'string' && (configuration[field] as string).trim() !== '')) meter.admit(tenantId, 'JS_EXEC_COUNT');
}
