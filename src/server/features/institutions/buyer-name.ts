// An institution's name as buyers see it: a fictitious test institution carries " (prueba)" (decision 0071), so
// nobody mistakes it for a lender. Staff screens, logins and the operator console keep the plain name.
import { sql } from 'drizzle-orm';
import { testMarker } from '../../../shared/test-marker';
import { schema } from '../../db/client';

const t = schema.institutions;

export const buyerFacingName = sql<string>`case when ${t.isTest} then ${t.name} || ${` ${testMarker}`} else ${t.name} end`;
