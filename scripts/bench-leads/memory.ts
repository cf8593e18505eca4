// The server process's memory during an export: a GC first, then a sample every 5 ms, keeping each figure's peak.
import type { MemoryReport, MemorySample } from './protocol';

function memoryNow(): MemorySample {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external, arrayBuffers: usage.arrayBuffers };
}

/** Starts sampling; `stop` ends it and reports before, peak and after. The server runs with --expose-gc. */
export function startMemorySampler(): { before: MemorySample; stop: () => MemoryReport } {
  (globalThis as { gc?: () => void }).gc?.();
  const before = memoryNow();
  const memory: MemoryReport = { before, peak: { ...before }, after: before, samples: 0 };
  const sampler = setInterval(() => {
    const now = memoryNow();
    const peak = memory.peak;
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.external = Math.max(peak.external, now.external);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
    memory.samples++;
  }, 5);
  return {
    before,
    stop: () => {
      clearInterval(sampler);
      return { ...memory, after: memoryNow() };
    },
  };
}
