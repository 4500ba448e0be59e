import type { AlarmRule } from './types';

/**
 * ThingsBoard's alarm details: the rule's template with `${key}` replaced by the device's value of
 * each key the rule's condition reads, as `{data: text}`. Without a template the open alarm keeps
 * its details (a new one gets `{}`).
 */
export function alarmDetailsOf(rule: AlarmRule, valueOf: (type: string, key: string) => string | null, previous: unknown): unknown {
    const template = rule.alarmDetails;
    if (!template) return previous ?? {};
    let text = template;
    for (const filter of rule.condition.condition) {
        const value = filter.key.type === 'CONSTANT' ? String(filter.value ?? '') : (valueOf(filter.key.type, filter.key.key) ?? '');
        text = text.split('${' + filter.key.key + '}').join(value);
    }
    return { data: text };
}
