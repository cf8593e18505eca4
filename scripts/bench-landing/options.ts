// The bench's options: `--rounds N` (default 3), or BENCH_ROUNDS.
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '3' } } });

const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be an integer ≥ 1 (got "${values.rounds}")`);

export const options = { rounds };
