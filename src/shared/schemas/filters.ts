// Query-string pieces every list endpoint shares: calendar days, months, instants, page numbers and ordered ranges.
// One definition, so a bad filter is the same Spanish 400 everywhere and never reaches the database (a year 0000 or
// a 30 February made PostgreSQL throw, a 500). See docs/decisions/0075-one-validator-for-list-filters.md.
import { z } from 'zod';
import '../zod-locale';

export const firstDay = '2000-01-01';
export const lastDay = '2100-12-31';

const emptyAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
/** An optional query parameter where an empty value (`?from=`) means "not given". */
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsMissing, schema.optional());

/** A real calendar day (AAAA-MM-DD, leap years included) within the years the app can hold. */
export const calendarDay = z
  .string({ error: 'Fecha inválida' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida')
  .refine(isCalendarDay, 'Fecha inválida')
  .refine((day) => day >= firstDay && day <= lastDay, `La fecha debe estar entre ${firstDay} y ${lastDay}`);

/** A month (AAAA-MM) within the same years. */
export const calendarMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mes no válido (AAAA-MM)')
  .refine(
    (month) => month >= firstDay.slice(0, 7) && month <= lastDay.slice(0, 7),
    `El mes debe estar entre ${firstDay.slice(0, 7)} y ${lastDay.slice(0, 7)}`,
  );

/** An instant as the server writes it in cursors: UTC, up to microseconds (PostgreSQL's precision). */
export const utcInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/)
  .refine(
    (text) =>
      calendarDay.safeParse(text.slice(0, 10)).success &&
      Number(text.slice(11, 13)) < 24 &&
      Number(text.slice(14, 16)) < 60 &&
      Number(text.slice(17, 19)) < 60,
  );

/** Any uuid-shaped id (as the server's isUuid: hex groups, any version), for ids sent back as cursors. */
export const uuidText = (message?: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

/** A whole number from the query string, with Spanish messages naming the field (`noun` with its article). */
export const wholeNumber = (noun: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${noun} debe ser un número entero` })
    .int(`${noun} debe ser un número entero`)
    .min(min, `${noun} debe ser ${min} o mayor`)
    .max(max, `${noun} debe ser ${max} o menor`);

export const pageNumber = (max: number) => wholeNumber('La página', 1, max).default(1);

/** Refuses `low > high` when both are given; the issue sits on the `high` field. */
export function ordered<T extends Record<string, unknown>>(low: keyof T & string, high: keyof T & string, message: string) {
  return (value: T, context: z.RefinementCtx) => {
    const a = value[low];
    const b = value[high];
    if (a !== undefined && b !== undefined && (a as number | string) > (b as number | string)) {
      context.addIssue({ code: 'custom', message, path: [high] });
    }
  };
}

export const dateRangeMessage = 'La fecha inicial no puede ser posterior a la final';

function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysIn = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysIn !== undefined && date >= 1 && date <= daysIn;
}
