// The programme's clock: every date a screen shows, a filter means or a file name carries is a Puerto Rico date
// (UTC−4 all year, no daylight saving), whatever the server's or the browser's own zone.
export const programmeTimeZone = 'America/Puerto_Rico';

const isoDate = new Intl.DateTimeFormat('sv-SE', { timeZone: programmeTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const year = new Intl.DateTimeFormat('en-US', { timeZone: programmeTimeZone, year: 'numeric' });

/** The calendar day in Puerto Rico at that instant, as YYYY-MM-DD (8 pm there is already tomorrow in UTC). */
export const puertoRicoDate = (value: Date) => isoDate.format(value);
/** The calendar year in Puerto Rico at that instant (New Year's Eve evening there is already next year in UTC). */
export const puertoRicoYear = (value: Date) => Number(year.format(value));
