// npx tsx scripts/bench-api/profile-summary.ts <file.cpuprofile> [--by package|function] [--top 30]: where a CPU
// profile's samples went, by self time, grouped by package (node_modules/<name>, node:internal, our src/) or function.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { by: { type: 'string', default: 'package' }, top: { type: 'string', default: '30' } },
});
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

function packageOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const dist = url.indexOf('/dist/server/');
  if (dist >= 0) return `dist/server/${url.slice(dist + 13)}`;
  return url.replace(/^.*\/(src|scripts)\//, '$1/');
}

const selfTime = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const node = byId.get(id)!;
  const frame = node.callFrame;
  const key =
    values.by === 'function'
      ? `${frame.functionName || '(anonymous)'} ${packageOf(frame.url)}:${frame.lineNumber + 1}`
      : packageOf(frame.url) + (frame.url ? '' : ` ${frame.functionName}`);
  const delta = profile.timeDeltas[index] ?? 0;
  selfTime.set(key, (selfTime.get(key) ?? 0) + delta);
  total += delta;
});
const rows = [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
for (const [key, micros] of rows)
  console.log(`${((micros / total) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`);
