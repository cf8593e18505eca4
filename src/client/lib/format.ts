// es-PR formatters: money as USD without decimals (cents under a dollar keep them), dates in Puerto Rico Spanish.
const usd = new Intl.NumberFormat('es-PR', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('es-PR', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('es-PR', { dateStyle: 'long', timeZone: 'America/Puerto_Rico' });
const shortDate = new Intl.DateTimeFormat('es-PR', { dateStyle: 'medium', timeZone: 'America/Puerto_Rico' });

export const formatUsd = (dollars: number) => usd.format(dollars);
export const formatCents = (cents: number) => (cents < 100 ? usdCents.format(cents / 100) : usd.format(cents / 100));
export const formatDate = (value: Date | string) => date.format(typeof value === 'string' ? new Date(value) : value);
export const formatShortDate = (value: Date | string) => shortDate.format(typeof value === 'string' ? new Date(value) : value);
