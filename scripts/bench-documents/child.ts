// What both server processes share: answering the load generator's commands over IPC, sampling their own memory.
import { startMemorySampler } from '../bench-leads/memory';
import type { Command, Ready, Reply } from './protocol';

export function serveCommands(ready: Ready, handlers: { reset: () => Promise<void>; shutdown: () => Promise<void> }) {
  let memory: ReturnType<typeof startMemorySampler> | null = null;
  const handle = async (command: Command): Promise<unknown> => {
    switch (command.type) {
      case 'memory-start':
        memory = startMemorySampler();
        return memory.before;
      case 'memory-stop': {
        const report = memory!.stop();
        memory = null;
        return report;
      }
      case 'reset':
        await handlers.reset();
        return null;
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
