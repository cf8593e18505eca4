// The load generator's handle on a server process: forks server.ts with the bench's options, waits for it to be
// loaded and listening, then sends it commands and awaits their replies.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { argOptions, options, type DbKind } from './options';
import type { CommandInput, Ready, Reply } from './protocol';

export interface Server {
  child: ChildProcess;
  ready: Ready;
  call<T>(command: CommandInput): Promise<T>;
}

export function startServer(kind: DbKind): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_SERVER_DB: kind, ...argOptions },
    execArgv: [...process.execArgv, '--expose-gc', ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const error = new Error(`the ${kind} server exited with code ${code}`);
      for (const waiter of pending.values()) waiter.reject(error);
      reject(error);
    });
    child.on('message', (message: Ready | Reply) => {
      if (message.type === 'ready') {
        resolve({
          child,
          ready: message,
          call: <T>(command: CommandInput) =>
            new Promise<T>((resolveCall, rejectCall) => {
              const id = nextId++;
              pending.set(id, { resolve: resolveCall as (value: unknown) => void, reject: rejectCall });
              child.send({ ...command, id });
            }),
        });
        return;
      }
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'reply') waiter?.resolve(message.value);
      else waiter?.reject(new Error(message.message));
    });
  });
}

/** Asks the server to close the app, the database and its cleanup, and waits for the process to end. */
export async function stopServer(server: Server) {
  await server.call({ type: 'shutdown' }).catch(() => undefined);
  await new Promise((resolve) => (server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(null)));
}
