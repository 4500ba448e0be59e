import type { EntityCountCmd, EntityDataCmd } from './protocol';

/**
 * Shape checks of the v2 entity data and count commands, where ThingsBoard's JSON binding would
 * refuse a frame: a command that fails one is answered with a BAD_REQUEST error for its cmdId
 * instead of running on half-read input.
 */

const AGGREGATIONS = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isMissing = (value: unknown) => value === undefined || value === null;
const isStringList = (value: unknown) => Array.isArray(value) && value.every(item => typeof item === 'string');
const isEntityKeyList = (value: unknown) => Array.isArray(value) && value.every(item => isObject(item) && typeof item.type === 'string' && typeof item.key === 'string');

/** A field rule: the problem with a value, or null. */
type Rule = (value: unknown) => string | null;
const required = (test: (value: unknown) => boolean, expected: string): Rule => value => (test(value) ? null : `must be ${expected}`);
const optional = (test: (value: unknown) => boolean, expected: string): Rule => value => (isMissing(value) || test(value) ? null : `must be ${expected}`);

const checkFields = (name: string, value: unknown, rules: Record<string, Rule>): string | null => {
    if (isMissing(value)) return null;
    if (!isObject(value)) return `${name} must be an object`;
    for (const [field, rule] of Object.entries(rules)) {
        const problem = rule(value[field]);
        if (problem) return `${name}.${field} ${problem}`;
    }
    return null;
};

const NUMBER = 'a number';
const AGGREGATION = `one of ${AGGREGATIONS.join(', ')}`;
const isAggregation = (value: unknown) => AGGREGATIONS.includes(value as string);

const QUERY_RULES: Record<string, Rule> = {
    entityFilter: required(value => isObject(value) && typeof value.type === 'string', 'an entity filter with a type'),
    keyFilters: optional(Array.isArray, 'a list'),
    entityFields: optional(isEntityKeyList, 'a list of entity keys'),
    latestValues: optional(isEntityKeyList, 'a list of entity keys'),
};
const PAGE_LINK_RULES: Record<string, Rule> = { page: optional(isNumber, NUMBER), pageSize: optional(isNumber, NUMBER) };
const HISTORY_RULES: Record<string, Rule> = {
    keys: required(isStringList, 'a list of key names'),
    startTs: required(isNumber, NUMBER),
    endTs: required(isNumber, NUMBER),
    interval: optional(isNumber, NUMBER),
    limit: optional(isNumber, NUMBER),
    agg: optional(isAggregation, AGGREGATION),
};
const TIMESERIES_RULES: Record<string, Rule> = {
    keys: required(isStringList, 'a list of key names'),
    startTs: required(isNumber, NUMBER),
    timeWindow: required(isNumber, NUMBER),
    interval: optional(isNumber, NUMBER),
    limit: optional(isNumber, NUMBER),
    agg: optional(isAggregation, AGGREGATION),
};
const LATEST_RULES: Record<string, Rule> = { keys: required(isEntityKeyList, 'a list of entity keys') };

/** Why an entityDataCmd cannot run; null when it can. */
export function entityDataCmdProblem(cmd: EntityDataCmd): string | null {
    const query = cmd.query as unknown;
    return (
        checkFields('query', query, QUERY_RULES) ??
        (isObject(query) ? checkFields('query.pageLink', query.pageLink, PAGE_LINK_RULES) : null) ??
        checkFields('historyCmd', cmd.historyCmd, HISTORY_RULES) ??
        checkFields('tsCmd', cmd.tsCmd, TIMESERIES_RULES) ??
        checkFields('latestCmd', cmd.latestCmd, LATEST_RULES)
    );
}

/** Why an entityCountCmd cannot run; null when it can (a missing query has its own answer). */
export function entityCountCmdProblem(cmd: EntityCountCmd): string | null {
    return checkFields('query', cmd.query, { entityFilter: QUERY_RULES.entityFilter!, keyFilters: QUERY_RULES.keyFilters! });
}
