// The bench's options: BENCH_* environment variables, or `--name=value` arguments (e.g. --leads=20000), which win.
export type DbKind = 'pglite' | 'postgres';

/** The `--name=value` arguments as BENCH_NAME entries; the server process receives them in its environment. */
export const argOptions = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--([a-z-]+)=(.*)$/.exec(arg))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [`BENCH_${match[1]!.toUpperCase().replace(/-/g, '_')}`, match[2]!]),
);
export const option = (name: string) => argOptions[name] ?? process.env[name];

function intOption(name: string, fallback: number, min = 1): number {
  const text = option(name);
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${text}")`);
  return value;
}

const leadCount = intOption('BENCH_LEADS', 100_000);
export const options = {
  leads: leadCount,
  requests: intOption('BENCH_REQUESTS', Math.max(1, Math.round(leadCount / 10))),
  institutions: intOption('BENCH_INSTITUTIONS', 20, 2),
  samples: intOption('BENCH_SAMPLES', 100),
  warmup: intOption('BENCH_WARMUP', 10, 0),
  rounds: intOption('BENCH_ROUNDS', 3),
  // The targets are for one request in flight: the server's own cost, not queueing behind other requests.
  concurrency: intOption('BENCH_CONCURRENCY', 1),
  /** Only the scenarios whose name contains one of these comma-separated pieces (e.g. "summary,unlocked"), to profile one. */
  scenarios: option('BENCH_SCENARIOS')?.split(',').filter(Boolean) ?? [],
  /** 0 skips the CSV export. */
  exportCsv: option('BENCH_EXPORT') !== '0',
  explain: option('BENCH_EXPLAIN') === '1',
  analyze: option('BENCH_ANALYZE') !== '0',
  keep: option('BENCH_KEEP') === '1',
  profileDir: option('BENCH_PROFILE'),
  postgresUrl: option('BENCH_POSTGRES_URL') ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};
