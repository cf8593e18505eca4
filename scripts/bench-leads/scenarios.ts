// What the bench asks the leads list: each filter, cursor pages, the summary, and a floor with no leads query.
import { apiPaths } from '../../src/shared/api-paths';
import { thousands } from './format';

export interface Scenario {
  name: string;
  url: string;
  /** The list's page size is 25; summary answers one object; baseline is a signed-in route with no leads query. */
  kind: 'page' | 'summary' | 'baseline';
  /**
   * Forget the audit rows before each request, so the page writes its audit rows every time: a first view, where a
   * repeat view within the window writes none (docs/decisions/0118-audit-coalesces-repeat-views.md).
   */
  firstView?: boolean;
}

/** The day, in Puerto Rico, `daysAgo` days before today (the list's date filters are calendar days there). */
export function prDay(daysAgo: number): string {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Puerto_Rico' }).format(date);
}

const page = (name: string, query = ''): Scenario => ({ name, url: `${apiPaths.bankLeads}${query}`, kind: 'page' });

/** `deepRow` is the row (from 1) the deep cursor's page starts at. */
export function leadScenarios(cursors: { second: string; deep: string; deepRow: number }): Scenario[] {
  return [
    // The floor: session and viewer lookup, rate limit, headers, without any leads query.
    { name: `baseline: GET ${apiPaths.auth.user}`, url: apiPaths.auth.user, kind: 'baseline' },
    page('first page, no filter'),
    page('municipio=San Juan (common)', '?municipio=San%20Juan'),
    page('municipio=Culebra (rare)', '?municipio=Culebra'),
    page('budget 150k–250k', '?minBudget=150000&maxBudget=250000'),
    page('budget 495k–500k (narrow)', '?minBudget=495000&maxBudget=500000'),
    ...(['available', 'waiting', 'accepted', 'unlocked', 'rejected'] as const).map((status) =>
      page(`status=${status}`, `?status=${status}`),
    ),
    { ...page('status=unlocked, first view (audit rows written)', '?status=unlocked'), firstView: true },
    page('one month, 3 months ago', `?from=${prDay(120)}&to=${prDay(90)}`),
    page('Ponce + budget + 6 months', `?municipio=Ponce&minBudget=200000&maxBudget=350000&from=${prDay(180)}`),
    page('second page (cursor)', `?cursor=${cursors.second}`),
    page(`deep page (row ${thousands(cursors.deepRow)}, cursor)`, `?cursor=${cursors.deep}`),
    { name: 'summary, no filter', url: apiPaths.bankLeadsSummary, kind: 'summary' },
    { name: 'summary, municipio=San Juan', url: `${apiPaths.bankLeadsSummary}?municipio=San%20Juan`, kind: 'summary' },
  ];
}

/** The export of everything, and of about a tenth of it: the same memory for both means no growth with rows. */
export function exportScenarios(): Array<{ label: string; url: string }> {
  const tenth = `${apiPaths.bankLeadsCsv}?from=${prDay(36)}`;
  return [
    { label: 'last 36 days (~10%)', url: tenth },
    { label: 'everything', url: apiPaths.bankLeadsCsv },
    { label: 'last 36 days again', url: tenth },
  ];
}
