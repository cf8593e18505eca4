// The programme version in force: every rule, figure and text a screen shows comes from it (docs/product/programme.md).
// It changes only when the operator publishes, so a page keeps it for its whole visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { PublicProgrammeVersion } from '../../shared/programme';
import { getJson } from '../lib/api';

export const programmeKey = [apiPaths.programme] as const;

export const programmeQuery = () =>
  queryOptions({ queryKey: programmeKey, queryFn: () => getJson<PublicProgrammeVersion>(apiPaths.programme) });

/** The version in force, or undefined while it loads; a failure goes to the error boundary, not an endless spinner. */
export function useProgramme() {
  const query = useQuery(programmeQuery());
  if (query.error) throw query.error;
  return query.data;
}
