import type { BankLeadFilters } from '../../../shared/schemas/bank-leads';
import { queryString } from '../../lib/query-string';

/** The filters as the form holds them: every value a string, empty meaning "any". */
export type FilterForm = Record<keyof BankLeadFilters, string>;

export const emptyFilters: FilterForm = { municipio: '', minBudget: '', maxBudget: '', status: '', from: '', to: '' };

/** The filters a URL carries (the dashboard's address, the print view's). */
export function filtersFrom(params: URLSearchParams): FilterForm {
  return Object.fromEntries(
    (Object.keys(emptyFilters) as Array<keyof FilterForm>).map((key) => [key, params.get(key) ?? '']),
  ) as FilterForm;
}

/** Query string for the list, the counts and the CSV: only the filters that are set. */
export function filtersQuery(filters: FilterForm, extra: Record<string, string> = {}): string {
  return queryString(Object.fromEntries(Object.entries({ ...filters, ...extra }).map(([key, value]) => [key, value.trim()])));
}
