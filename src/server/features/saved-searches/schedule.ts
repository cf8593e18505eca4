// When daily and weekly digests go out (docs/product/lender-integrations.md#saved-searches-and-digests): 7:00 in
// Puerto Rico every day, and on Mondays for weekly ones. Puerto Rico keeps UTC−4 all year (src/shared/time-zone.ts).
import { puertoRicoDate } from '../../../shared/time-zone';

export const digestHour = '07:00';
const puertoRicoOffset = '-04:00';
const day = 24 * 60 * 60_000;

/** The latest digest time at or before `now`: today's 7:00 (or yesterday's before 7:00), or that week's Monday for weekly. */
export function lastDigestTime(now: Date, frequency: 'daily' | 'weekly'): Date {
  let time = new Date(`${puertoRicoDate(now)}T${digestHour}:00${puertoRicoOffset}`);
  if (time > now) time = new Date(time.getTime() - day);
  if (frequency === 'weekly') {
    const weekday = new Date(`${puertoRicoDate(time)}T12:00:00Z`).getUTCDay();
    time = new Date(time.getTime() - ((weekday + 6) % 7) * day);
  }
  return time;
}
