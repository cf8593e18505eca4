// What both server processes share: answering the load generator's commands over IPC, sampling their own memory.
import { startMemorySampler } from '../bench-leads/memory';
import type { BatchReport, Command, Ready, Reply } from './protocol';

export function serveCommands(
  ready: Ready,
  handlers: { reset: () => Promise<void>; shutdown: () => Promise<void>; settle?: () => Promise<unknown> },
) {
  let memory: ReturnType<typeof startMemorySampler> | null = null;
  // With BENCH_PROFILE, each batch's windows on the CPU profile's clock (µs, monotonic): uploads until their last
  // answer, then the scans until the last verdict, so a profile can be cut to either.
  const profiling = Boolean(process.env.BENCH_PROFILE);
  const now = () => process.hrtime.bigint() / 1000n;
  let batchStart = 0n;
  // The process's CPU time (user + system) over the batch: to its last answer, and to its end (the app's scans).
  let cpuStart = process.cpuUsage();
  let cpuAnswered: NodeJS.CpuUsage | null = null;
  const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
  const handle = async (command: Command): Promise<unknown> => {
    switch (command.type) {
      case 'memory-start':
        batchStart = now();
        cpuAnswered = null;
        cpuStart = process.cpuUsage();
        memory = startMemorySampler();
        return memory.before;
      case 'memory-stop': {
        const report = memory!.stop();
        memory = null;
        const total = process.cpuUsage(cpuStart);
        return { ...report, cpu: { answersMs: cpuMs(cpuAnswered ?? total), totalMs: cpuMs(total) } } satisfies BatchReport;
      }
      case 'reset':
        await handlers.reset();
        return null;
      case 'settle': {
        const answered = now();
        cpuAnswered = process.cpuUsage(cpuStart);
        const verdicts = await handlers.settle?.();
        if (profiling) console.error(`profile-window uploads ${batchStart} ${answered} scans ${answered} ${now()}`);
        return verdicts ?? null;
      }
      case 'shutdown':
        await handlers.shutdown();
        setImmediate(() => process.exit(0));
        return null;
    }
  };
  process.on('message', (message: Command) => {
    handle(message).then(
      (value) => process.send!({ id: message.id, type: 'reply', value } satisfies Reply),
      (error: unknown) =>
        process.send!({
          id: message.id,
          type: 'error',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies Reply),
    );
  });
  process.on('disconnect', () => void handlers.shutdown().finally(() => process.exit(1)));
  process.send!(ready);
}
