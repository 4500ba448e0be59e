import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/** What "Izberite …" (choose) takes: the accusative. */
const VIEWS = { hours: 'uro', minutes: 'minuto', seconds: 'sekundo', meridiem: 'del dneva' } as const;

/**
 * The date pickers' texts in Slovenian (MUI X has no Slovenian pack). Counts on the clock are written
 * with the units' symbols (h, min, s): Slovenian's four plural forms need no agreement there.
 */
export const sl_SI: PickersLocaleText = {
    previousMonth: 'Prejšnji mesec',
    nextMonth: 'Naslednji mesec',
    openPreviousView: 'Odpri prejšnji pogled',
    openNextView: 'Odpri naslednji pogled',
    calendarViewSwitchingButtonAriaLabel: view =>
        view === 'year' ? 'odprt je pogled let, preklopi na koledar' : 'odprt je koledar, preklopi na pogled let',
    start: 'Začetek',
    end: 'Konec',
    startDate: 'Začetni datum',
    startTime: 'Začetni čas',
    endDate: 'Končni datum',
    endTime: 'Končni čas',
    cancelButtonLabel: 'Prekliči',
    clearButtonLabel: 'Počisti',
    okButtonLabel: 'V redu',
    todayButtonLabel: 'Danes',
    nextStepButtonLabel: 'Naprej',
    datePickerToolbarTitle: 'Izberite datum',
    dateTimePickerToolbarTitle: 'Izberite datum in čas',
    timePickerToolbarTitle: 'Izberite čas',
    dateRangePickerToolbarTitle: 'Izberite obdobje',
    timeRangePickerToolbarTitle: 'Izberite časovni razpon',
    clockLabelText: (view, time) => `Izberite ${VIEWS[view]}. ${time ? `Izbrani čas je ${time}` : 'Čas ni izbran'}`,
    hoursClockNumberText: hours => `${hours} h`,
    minutesClockNumberText: minutes => `${minutes} min`,
    secondsClockNumberText: seconds => `${seconds} s`,
    selectViewText: view => `Izberite ${VIEWS[view]}`,
    calendarWeekNumberHeaderLabel: 'Številka tedna',
    calendarWeekNumberHeaderText: '#',
    calendarWeekNumberAriaLabelText: week => `${week}. teden`,
    calendarWeekNumberText: week => `${week}`,
    openDatePickerDialogue: date => (date ? `Izberite datum, izbrani datum je ${date}` : 'Izberite datum'),
    openTimePickerDialogue: time => (time ? `Izberite čas, izbrani čas je ${time}` : 'Izberite čas'),
    openRangePickerDialogue: range => (range ? `Izberite obdobje, izbrano obdobje je ${range}` : 'Izberite obdobje'),
    fieldClearLabel: 'Počisti',
    timeTableLabel: 'izberite čas',
    dateTableLabel: 'izberite datum',
    // Placeholders: L(eto), M(esec), D(an), T (dan v tednu); hh:mm:ss as Slovenian writes times.
    fieldYearPlaceholder: params => 'L'.repeat(params.digitAmount),
    fieldMonthPlaceholder: params => (params.contentType === 'letter' ? 'MMMM' : 'MM'),
    fieldDayPlaceholder: () => 'DD',
    fieldWeekDayPlaceholder: params => (params.contentType === 'letter' ? 'TTTT' : 'TT'),
    fieldHoursPlaceholder: () => 'hh',
    fieldMinutesPlaceholder: () => 'mm',
    fieldSecondsPlaceholder: () => 'ss',
    fieldMeridiemPlaceholder: () => 'aa',
    year: 'Leto',
    month: 'Mesec',
    day: 'Dan',
    weekDay: 'Dan v tednu',
    hours: 'Ure',
    minutes: 'Minute',
    seconds: 'Sekunde',
    meridiem: 'Del dneva',
    empty: 'Prazno',
};
