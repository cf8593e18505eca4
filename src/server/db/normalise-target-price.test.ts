// drizzle/0008_normalise_target_price.sql: rows written while the target price was free text are read with the
// same rules as src/shared/domain/target-price.ts; what does not read as a price is blanked, never left readable.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const migration = readFileSync(new URL('../../../drizzle/0008_normalise_target_price.sql', import.meta.url), 'utf8');
const database = openDatabase({ kind: 'pglite' } as never, console);
await database.migrate();
afterAll(() => database.close());

const typed = [
  ['$185,000', '$185,000', 185_000],
  ['185000', '$185,000', 185_000],
  ['185000 USD', '$185,000', 185_000],
  ['$ 185,499.50', '$185,000', 185_000],
  ['185k', '$185,000', 185_000],
  ['150,000-200,000', '$150,000 – $200,000', 175_000],
  ['$150k - $201k', '$150,000 – $201,000', 175_500],
  ['150000 a 200000', '$150,000 – $200,000', 175_000],
  ['maria@example.com', '', null],
  ['llámame 787-555-0142', '', null],
  ['787-555-0142', '', null],
  ['7875550142', '', null],
  ['185000 llamame 7875550142', '', null],
  ['unos 200 mil', '', null],
  ['200,000-150,000', '', null],
  ['5000', '', null],
  ['', '', null],
] as const;

describe('0008_normalise_target_price', () => {
  it('normalises every stored price it can read and blanks the rest', async () => {
    for (const [index, [text]] of typed.entries()) {
      await database.db.execute(
        sql`insert into "user" (id, name, email, created_at, updated_at) values (${`u${index}`}, 'Compradora', ${`c${index}@example.com`}, now(), now())`,
      );
      await database.db.execute(sql`
        insert into leads (user_id, nombre, correo, movil, municipio, precio_meta, target_price_dollars, source, variant_tested, submitted_at)
        values (${`u${index}`}, 'Compradora', 'c@example.com', '(787) 555-0100', 'Ponce', ${text}, 123, 'prueba', 'blue', now())`);
    }
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    type Row = { user_id: string; precio_meta: string; target_price_dollars: number | null };
    const { rows } = (await database.db.execute(sql`select user_id, precio_meta, target_price_dollars from leads`)) as unknown as {
      rows: Row[];
    };
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    for (const [index, [text, normalised, dollars]] of typed.entries()) {
      expect(byUser.get(`u${index}`), text).toEqual({ user_id: `u${index}`, precio_meta: normalised, target_price_dollars: dollars });
    }
  });
});
