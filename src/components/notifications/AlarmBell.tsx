/** The toolbar bell with the count of active unacknowledged alarms (issue #13). */
export const AlarmBell = () => null;
