// A failed write logs what failed, never the buyer's contact data it carried (docs/security.md#7): drizzle puts the
// query's parameters in its error message, and PostgreSQL echoes the row in `detail`.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { freshDatabase } from '../../test/database';
import { freshUploadsDir, rememberTestApp, signUpBuyer, testConfig } from '../../test/app';
import { requestsTo } from '../../test/requests';
import { leadPayload } from '../../test/marketplace';

const lines: string[] = [];
const database = await freshDatabase();
const built = await buildApp(
  { ...testConfig({ LOG_LEVEL: 'info' }), uploadsDir: await freshUploadsDir() },
  { database, logger: { write: (line) => lines.push(line) } },
);
rememberTestApp(built);
afterAll(async () => {
  await built.app.close();
  await database.dispose();
});
const { as } = requestsTo(built.app);

describe('the log of a failed lead insert', () => {
  it('names the failure and carries none of the buyer name, e-mail or phone', async () => {
    const buyer = await signUpBuyer(built.app);
    // The database refuses this one buyer's row, as it would refuse any bad write: the insert reaches PostgreSQL.
    // (Keyed on the user agent: the contact columns reach the database sealed, docs/decisions/0123-….)
    await database.db.execute(sql`alter table leads add constraint refuse_marker check (user_agent is distinct from 'rechazar-fila')`);
    lines.length = 0;
    const response = await as(buyer).post(
      '/api/leads',
      leadPayload({
        nombre: 'Nombre Marcador',
        correo: 'marcador.secreto@example.com',
        movil: '(787) 555-0199',
        user_agent: 'rechazar-fila',
      }),
    );
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    for (const secret of ['marcador.secreto', 'Marcador', '555-0199']) expect(log).not.toContain(secret);
    // What an operator needs to find the cause: the error's class, its SQLSTATE and the constraint.
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> });
    const error = logged.find((line) => line.msg === 'unhandled error')?.err;
    expect(error).toMatchObject({ type: 'DrizzleQueryError', message: expect.stringContaining('Failed query') });
    expect(error?.cause).toMatchObject({ code: '23514', constraint: 'refuse_marker', table: 'leads' });
  });
});
