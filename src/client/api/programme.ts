// The programmes' versions in force: every rule, figure and text a screen shows comes from them
// (docs/product/programme.md). The loan programme alone (GET /api/programme) for the screens that read only its terms;
// both, `{ loan, assistance }` (GET /api/programmes), for those that also name or count the assistance. They change
// only when the operator publishes, so a page keeps them for its whole visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { Programmes, PublicProgrammeVersion } from '../../shared/programme';
import { getJson } from '../lib/api';

export const programmeKey = [apiPaths.programme] as const;

export const programmeQuery = () =>
  queryOptions({ queryKey: programmeKey, queryFn: () => getJson<PublicProgrammeVersion>(apiPaths.programme) });

/** The loan programme's version in force, or undefined while it loads; a failure goes to the error boundary, not an endless spinner. */
export function useProgramme() {
  const query = useQuery(programmeQuery());
  if (query.error) throw query.error;
  return query.data;
}

export const programmesKey = [apiPaths.programmes] as const;

export const programmesQuery = () => queryOptions({ queryKey: programmesKey, queryFn: () => getJson<Programmes>(apiPaths.programmes) });

/** Both programmes' versions in force, or undefined while they load; a failure goes to the error boundary. */
export function useProgrammes() {
  const query = useQuery(programmesQuery());
  if (query.error) throw query.error;
  return query.data;
}
