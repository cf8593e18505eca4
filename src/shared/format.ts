// es-PR formatters shared by the screens and the server's letters: money as USD without decimals (cents under a
// dollar keep them), dates in Puerto Rico Spanish and Puerto Rico time.
import { programmeTimeZone as timeZone } from './time-zone';

const usd = new Intl.NumberFormat('es-PR', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('es-PR', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('es-PR', { dateStyle: 'long', timeZone });
const shortDate = new Intl.DateTimeFormat('es-PR', { dateStyle: 'medium', timeZone });
const dateTime = new Intl.DateTimeFormat('es-PR', { dateStyle: 'long', timeStyle: 'short', timeZone });

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

export const formatUsd = (dollars: number) => usd.format(dollars);
/** A share as a percentage with at most two decimals: 0.98 → "98%", 0.0575 → "5.75%". */
export const formatPercent = (share: number) => `${Number((share * 100).toFixed(2))}%`;
/** Whole dollars print without decimals; any other amount keeps its cents (an operator may set $7.50). */
export const formatCents = (cents: number) => (cents % 100 !== 0 ? usdCents.format(cents / 100) : usd.format(cents / 100));
/** Always with cents: the ledger and receipts. */
export const formatCentsExact = (cents: number) => usdCents.format(cents / 100);
export const formatDate = (value: Date | string) => date.format(toDate(value));
export const formatShortDate = (value: Date | string) => shortDate.format(toDate(value));
export const formatDateTime = (value: Date | string) => dateTime.format(toDate(value));
