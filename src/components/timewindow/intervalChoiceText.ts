import type { Translate } from '../../lib/time/timewindowText';
import { DAY, HOUR, MINUTE, SECOND } from '../../lib/time/units';

const UNITS = [
    { ms: DAY, key: 'timeinterval.days-interval' },
    { ms: HOUR, key: 'timeinterval.hours-interval' },
    { ms: MINUTE, key: 'timeinterval.minutes-interval' },
    { ms: SECOND, key: 'timeinterval.seconds-interval' },
] as const;

/** A predefined interval's name in its largest whole unit ('5 minutes', '7 days'). */
export const intervalChoiceText = (ms: number, translate: Translate): string => {
    const unit = UNITS.find(candidate => ms % candidate.ms === 0) ?? UNITS[UNITS.length - 1]!;
    return translate(unit.key, { smart_count: Math.round(ms / unit.ms) });
};
