// The bulk load: institutions with one staff login each through the app's own service, then buyers, their leads
// and the institutions' requests in every state, all in SQL so it takes seconds.
import { performance } from 'node:perf_hooks';
import { contactCipher } from '../../src/server/crypto/contact-data';
import { rotateUntilCurrent } from '../../src/server/crypto/rotate';
import { sql } from 'drizzle-orm';
import type { Auth } from '../../src/server/auth/auth';
import type { Db } from '../../src/server/db/client';
import { addStaffLogin, createInstitution } from '../../src/server/features/institutions/service';
import { municipalities } from '../../src/shared/municipalities';
import { rowsOf } from './database';
import { options } from './options';
import type { Ready } from './protocol';

const benchPassword = 'clave-del-banco-bench-1';

/** Big municipalities appear more often, roughly as the population does. */
const municipalityWeights: Partial<Record<(typeof municipalities)[number], number>> = {
  'San Juan': 10,
  Bayamón: 6,
  Carolina: 5,
  Ponce: 5,
  Caguas: 4,
  Guaynabo: 3,
  Arecibo: 3,
  Mayagüez: 3,
  'Toa Baja': 2,
  'Trujillo Alto': 2,
  'Toa Alta': 2,
  Humacao: 2,
  Dorado: 2,
};
const weightedMunicipalities = municipalities.flatMap((name) => Array<string>(municipalityWeights[name] ?? 1).fill(name));

const firstNames = [
  'María',
  'José',
  'Carmen',
  'Luis',
  'Ana',
  'Carlos',
  'Gabriela',
  'Javier',
  'Valeria',
  'Ángel',
  'Sofía',
  'Héctor',
  'Isabel',
  'Ramón',
  'Lucía',
  'Andrés',
];
const lastNames = [
  'Rivera',
  'Santiago',
  'Rodríguez',
  'Colón',
  'Torres',
  'Ortiz',
  'Pérez',
  'Vázquez',
  'Cruz',
  'Negrón',
  'Figueroa',
  'Meléndez',
  'Ramos',
  'Acevedo',
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]`;
const uuidArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::uuid`),
    sql`, `,
  )}]`;

/** A buyer's id as the app writes it (a random UUID as text, src/server/auth/auth.ts), reproducible from `g`. */
const buyerId = sql.raw(`md5('bench-buyer-' || g)::uuid::text`);

/** 100k buyers and their leads, the institutions' requests in every state; all in SQL so it takes seconds. */
async function seed(db: Db, institutionIds: string[]) {
  const verifiedLeads = options.leads - Math.floor(options.leads / 10);
  const leadRanks = Math.min(verifiedLeads, Math.max(Math.ceil(options.requests / 2), Math.round(options.requests * 0.7)));
  if (options.requests > leadRanks * Math.min(7, options.institutions)) throw new Error('BENCH_REQUESTS is too large for BENCH_LEADS');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    // One buyer in ten has not verified the e-mail: institutions do not see that lead (docs/decisions/0062), so every
    // institution read pays for the join to "user" as it would in production.
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
      select ${buyerId}, 'Compradora ' || g, 'compradora' || g || '@bench.example.com', g % 10 <> 0, 'buyer', now(), now()
      from generate_series(1, ${options.leads}::int) g`);
    // created_at spread over a year to the microsecond; budgets mostly $80k–$500k, skewed low, stored normalised
    // as the server writes them (docs/decisions/0068); one in twenty is a $50k range, filtered by its midpoint.
    await tx.execute(sql`
      insert into leads (user_id, nombre, correo, movil, municipio, precio_meta, target_price_dollars, source, variant_tested,
                         user_agent, submitted_at, created_at, updated_at, correo_confirmed)
      select ${buyerId},
             first_name || ' ' || last_name,
             lower(translate(first_name || '.' || last_name, 'áéíóúÁÉÍÓÚñÑ', 'aeiouAEIOUnN')) || g || '@example.com',
             '(' || (array['787', '939'])[1 + (g % 2)] || ') ' || lpad(((g::bigint * 7919) % 1000)::text, 3, '0') || '-' || lpad(((g::bigint * 104729) % 10000)::text, 4, '0'),
             municipio,
             case when format_roll < 0.05 then '$' || to_char(dollars, 'FM9,999,999') || ' – $' || to_char(dollars + 50000, 'FM9,999,999')
                  else '$' || to_char(dollars, 'FM9,999,999') end,
             case when format_roll < 0.05 then dollars + 25000 else dollars end,
             (array['dashboard', 'calculadora', 'carta-banco'])[1 + floor(random() * 3)::int],
             case when random() < 0.5 then 'blue' else 'green' end,
             'Mozilla/5.0 (bench)',
             created, created, created,
             -- Each lead's e-mail counts as confirmed by its link (docs/decisions/0124), so verified buyers' leads are on sale.
             true
      from (
        select g,
               now() - random() * interval '365 days' as created,
               (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length})::int] as first_name,
               (${textArray(lastNames)})[1 + floor(random() * ${lastNames.length})::int] as last_name,
               (${textArray(weightedMunicipalities)})[1 + floor(random() * ${weightedMunicipalities.length})::int] as municipio,
               (80000 + floor(power(random(), 2) * 85) * 5000)::int as dollars,
               random() as format_roll
        from generate_series(1, ${options.leads}::int) g
      ) s`);
    // Requests: 70% of them on leads asked for by one institution, the rest by a second one (never the same
    // institution twice on a lead), only on leads on sale (verified buyers), as the app allows. States: 20% pending
    // unpaid, 25% paid and waiting, 20% accepted, 15% declined, 20% accepted and unlocked.
    await tx.execute(sql`
      with ranked as (
        select l.id, l.created_at, row_number() over (order by random()) - 1 as rank
        from leads l join "user" u on u.id = l.user_id and u.email_verified
      ),
      pairs as (
        select g, g % ${leadRanks}::int as rank, g / ${leadRanks}::int as round, random() as state_roll, random() as delay
        from generate_series(0, ${options.requests - 1}::int) g
      ),
      picked as (
        select r.id as lead_id,
               (${uuidArray(institutionIds)})[1 + ((p.rank * 7 + p.round * 3) % ${institutionIds.length}::int)] as institution_id,
               least(now(), r.created_at + p.delay * interval '20 days') as created,
               case when p.state_roll < 0.20 then 'unpaid' when p.state_roll < 0.45 then 'waiting' when p.state_roll < 0.65 then 'accepted'
                    when p.state_roll < 0.80 then 'declined' else 'unlocked' end as state
        from pairs p join ranked r on r.rank = p.rank
      )
      insert into connection_requests (lead_id, institution_id, status, request_payment_id, purchased_at, user_message, responded_at,
                                       unlock_payment_id, unlocked_at, created_at)
      select lead_id, institution_id,
             case state when 'unpaid' then 'pending' when 'waiting' then 'pending' when 'declined' then 'declined' else 'accepted' end,
             case when state = 'unpaid' then null else gen_random_uuid() end,
             case when state = 'unpaid' then null else created + interval '2 minutes' end,
             case state when 'declined' then 'Gracias, ya tengo banco.' when 'accepted' then 'Pueden llamarme en la tarde.' end,
             case when state in ('accepted', 'declined', 'unlocked') then created + interval '1 day' end,
             case when state = 'unlocked' then gen_random_uuid() end,
             case when state = 'unlocked' then created + interval '2 days' end,
             created
      from picked`);
  });
  if (options.analyze) {
    // PostgreSQL's autovacuum would do this soon after such a load; embedded PGlite has no autovacuum at all.
    for (const table of ['"user"', 'leads', 'connection_requests']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

async function createInstitutions(auth: Auth, db: Db) {
  const institutions = [];
  for (let i = 1; i <= options.institutions; i++) {
    const name = `Banco Bench ${String(i).padStart(2, '0')}`;
    const institution = await createInstitution(db, {
      name,
      kind: i % 5 === 0 ? 'cooperative' : 'bank',
      contactMethod: 'email',
      email: `oficial${i}@bench.example.com`,
      phone: '(787) 555-0101',
      website: 'https://bench.example.com',
      description: 'Institución del banco de pruebas de rendimiento',
    });
    await addStaffLogin(auth, db, institution.id, { email: `oficial${i}@bench.example.com`, password: benchPassword });
    institutions.push(institution);
  }
  return institutions;
}

export interface LoadedData {
  /** The institution whose officer signs in: the first one. */
  benchedId: string;
  staff: Ready['staff'];
  seedSeconds: number;
  counts: Record<string, number>;
}

export async function loadBenchData(auth: Auth, db: Db): Promise<LoadedData> {
  const started = performance.now();
  const institutions = await createInstitutions(auth, db);
  await seed(
    db,
    institutions.map((institution) => institution.id),
  );
  // The bulk load writes contact data in clear; seal it as the server's start-up pass would, so every unlocked row the
  // institution reads pays for opening its three values, as in production (docs/decisions/0123).
  await rotateUntilCurrent(db, contactCipher());
  const seedSeconds = (performance.now() - started) / 1000;
  const benched = institutions[0]!;

  const countRows = await db.execute<{ leads: number; users: number; requests: number; benched: number }>(sql`
    select (select count(*) from leads)::int as leads, (select count(*) from "user")::int as users,
           (select count(*) from connection_requests)::int as requests,
           (select count(*) from connection_requests where institution_id = ${benched.id})::int as benched`);
  const counts = rowsOf<Record<string, number>>(countRows)[0]!;
  return {
    benchedId: benched.id,
    staff: { email: `oficial1@bench.example.com`, password: benchPassword, institutionName: benched.name },
    seedSeconds,
    counts,
  };
}
