// A database of the bench's own on the local PostgreSQL server, dropped afterwards (as src/test/database.ts does).
import pg from 'pg';

export async function createBenchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `casa_bench_api_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
