// The markdown report: every run, the medians of each side, and the targets with PASS or MISS.
import type { Measure } from './lighthouse';

export const targets = { score: 98, lcpRatio: 1.2, landingJsGzipKb: 80 };

export interface Report {
  rounds: number;
  app: Measure[];
  peer: Measure[];
  landingScripts: { file: string; bytes: number }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianMeasure(runs: Measure[]): Measure {
  const pick = (key: keyof Measure) => median(runs.map((run) => run[key]));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    totalBytes: pick('totalBytes'),
    scriptBytes: pick('scriptBytes'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const measureCells = (m: Measure) => [
  String(m.score),
  seconds(m.lcpMs),
  seconds(m.fcpMs),
  `${Math.round(m.tbtMs)} ms`,
  kb(m.totalBytes),
  kb(m.scriptBytes),
];
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

export function printReport({ rounds, app, peer, landingScripts }: Report) {
  const out: string[] = [];
  out.push(`## Landing page: app against its static copy (Lighthouse 12, mobile, simulated throttling, ${rounds} rounds)`, '');
  out.push(row(['run', 'page', 'performance', 'LCP', 'FCP', 'TBT', 'transferred', 'JS transferred']));
  out.push(row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:']));
  for (let round = 0; round < rounds; round++) {
    out.push(row([String(round + 1), 'app `/`', ...measureCells(app[round]!)]));
    out.push(row([String(round + 1), 'static copy', ...measureCells(peer[round]!)]));
  }
  const appMedian = medianMeasure(app);
  const peerMedian = medianMeasure(peer);
  out.push(row(['median', '**app `/`**', ...measureCells(appMedian).map((cell) => `**${cell}**`)]));
  out.push(row(['median', '**static copy**', ...measureCells(peerMedian).map((cell) => `**${cell}**`)]));

  const ratio = appMedian.lcpMs / peerMedian.lcpMs;
  const jsGzip = landingScripts.reduce((total, script) => total + script.bytes, 0);
  out.push('', `Landing JavaScript (inline scripts and files the landing HTML references, gzip -9):`);
  for (const script of landingScripts) out.push(`- \`${script.file}\` ${kb(script.bytes)}`);
  if (landingScripts.length === 0) out.push('- none');
  out.push('', row(['target', 'measured', 'goal', '']), row(['---', '---:', '---:', '---']));
  out.push(row(['performance (median)', String(appMedian.score), `≥ ${targets.score}`, verdict(appMedian.score >= targets.score)]));
  out.push(row(['LCP app / static (medians)', ratio.toFixed(2), `≤ ${targets.lcpRatio}`, verdict(ratio <= targets.lcpRatio)]));
  out.push(
    row([
      `landing JS gzipped (${landingScripts.length} scripts)`,
      kb(jsGzip),
      `≤ ${targets.landingJsGzipKb} KB`,
      verdict(jsGzip <= targets.landingJsGzipKb * 1024),
    ]),
  );
  console.log(out.join('\n'));
}
