import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/** What "Izvēlieties …" (choose) takes: the accusative. */
const VIEWS = { hours: 'stundas', minutes: 'minūtes', seconds: 'sekundes', meridiem: 'diennakts daļu' } as const;

/**
 * The date pickers' texts in Latvian (MUI X has no Latvian pack). Counts on the clock are written
 * with the units' symbols (h, min, s), which need no plural agreement.
 */
export const lv_LV: PickersLocaleText = {
    previousMonth: 'Iepriekšējais mēnesis',
    nextMonth: 'Nākamais mēnesis',
    openPreviousView: 'Atvērt iepriekšējo skatu',
    openNextView: 'Atvērt nākamo skatu',
    calendarViewSwitchingButtonAriaLabel: view =>
        view === 'year' ? 'atvērts gada skats, pārslēgt uz kalendāra skatu' : 'atvērts kalendāra skats, pārslēgt uz gada skatu',
    start: 'Sākums',
    end: 'Beigas',
    startDate: 'Sākuma datums',
    startTime: 'Sākuma laiks',
    endDate: 'Beigu datums',
    endTime: 'Beigu laiks',
    cancelButtonLabel: 'Atcelt',
    clearButtonLabel: 'Notīrīt',
    okButtonLabel: 'Labi',
    todayButtonLabel: 'Šodien',
    nextStepButtonLabel: 'Tālāk',
    datePickerToolbarTitle: 'Izvēlieties datumu',
    dateTimePickerToolbarTitle: 'Izvēlieties datumu un laiku',
    timePickerToolbarTitle: 'Izvēlieties laiku',
    dateRangePickerToolbarTitle: 'Izvēlieties datumu diapazonu',
    timeRangePickerToolbarTitle: 'Izvēlieties laika diapazonu',
    clockLabelText: (view, time) => `Izvēlieties ${VIEWS[view]}. ${time ? `Izvēlētais laiks: ${time}` : 'Laiks nav izvēlēts'}`,
    hoursClockNumberText: hours => `${hours} h`,
    minutesClockNumberText: minutes => `${minutes} min`,
    secondsClockNumberText: seconds => `${seconds} s`,
    selectViewText: view => `Izvēlieties ${VIEWS[view]}`,
    calendarWeekNumberHeaderLabel: 'Nedēļas numurs',
    calendarWeekNumberHeaderText: '#',
    calendarWeekNumberAriaLabelText: week => `${week}. nedēļa`,
    calendarWeekNumberText: week => `${week}`,
    openDatePickerDialogue: date => (date ? `Izvēlieties datumu, izvēlētais datums: ${date}` : 'Izvēlieties datumu'),
    openTimePickerDialogue: time => (time ? `Izvēlieties laiku, izvēlētais laiks: ${time}` : 'Izvēlieties laiku'),
    openRangePickerDialogue: range => (range ? `Izvēlieties diapazonu, izvēlētais diapazons: ${range}` : 'Izvēlieties diapazonu'),
    fieldClearLabel: 'Notīrīt',
    timeTableLabel: 'izvēlēties laiku',
    dateTableLabel: 'izvēlēties datumu',
    // Placeholders: G(ads), M(ēnesis), D(iena), N(edēļas diena); hh:mm:ss as Latvian writes times.
    fieldYearPlaceholder: params => 'G'.repeat(params.digitAmount),
    fieldMonthPlaceholder: params => (params.contentType === 'letter' ? 'MMMM' : 'MM'),
    fieldDayPlaceholder: () => 'DD',
    fieldWeekDayPlaceholder: params => (params.contentType === 'letter' ? 'NNNN' : 'NN'),
    fieldHoursPlaceholder: () => 'hh',
    fieldMinutesPlaceholder: () => 'mm',
    fieldSecondsPlaceholder: () => 'ss',
    fieldMeridiemPlaceholder: () => 'aa',
    year: 'Gads',
    month: 'Mēnesis',
    day: 'Diena',
    weekDay: 'Nedēļas diena',
    hours: 'Stundas',
    minutes: 'Minūtes',
    seconds: 'Sekundes',
    meridiem: 'Diennakts daļa',
    empty: 'Tukšs',
};
