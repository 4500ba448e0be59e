// A device profile's alarm rules, as schemas/documents/device-profile-data.json describes them: the
// server validates every saved profile against that document, and the console edits the same types.
import type {
    AlarmConditionFilter,
    AlarmConditionSpec,
    AlarmRule,
    AlarmSchedule,
    DeviceProfileAlarm,
    FilterPredicateValue,
    KeyFilterPredicate,
} from '../../../shared/generated/deviceProfileData.gen';

export type { AlarmConditionFilter, AlarmConditionSpec, AlarmRule, AlarmSchedule, DeviceProfileAlarm, KeyFilterPredicate };

/** The operand of a predicate, a DURATION's length or a REPEATING's count (ThingsBoard's FilterPredicateValue). */
export type PredicateValue = FilterPredicateValue;
export type TimeUnit = Extract<AlarmConditionSpec, { type: 'DURATION' }>['unit'];
