// How a saved search's filters read in the list and the save dialog: the dashboard's own words.
import { statusFilterLabels } from '../../../shared/copy/lead-states';
import { leadStatusFilters, type LeadStatusFilter } from '../../../shared/schemas/bank-leads';
import { formatUsd } from '../../lib/format';

const isStatus = (value: string): value is LeadStatusFilter => (leadStatusFilters as readonly string[]).includes(value);

export function describeFilters(filters: Partial<Record<string, string>>): string {
  const parts: string[] = [];
  if (filters.municipio) parts.push(filters.municipio);
  if (filters.status && isStatus(filters.status)) parts.push(statusFilterLabels[filters.status]);
  if (filters.minBudget) parts.push(`desde ${formatUsd(Number(filters.minBudget))}`);
  if (filters.maxBudget) parts.push(`hasta ${formatUsd(Number(filters.maxBudget))}`);
  if (filters.from) parts.push(`registrados desde ${filters.from}`);
  if (filters.to) parts.push(`registrados hasta ${filters.to}`);
  return parts.length > 0 ? parts.join(' · ') : 'Todos los leads';
}

/** The filters that are set, trimmed, as the server stores them. */
export const setFilters = (filters: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
