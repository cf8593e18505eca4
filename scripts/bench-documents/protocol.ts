// Messages between the load generator (main.ts) and its two server processes, over the IPC channel.
import type { MemoryReport } from '../bench-leads/protocol';

export type { MemoryReport };

/** What a server reports of one batch: its memory, and its CPU time to the last answer and to the batch's end. */
export type BatchReport = MemoryReport & { cpu: { answersMs: number; totalMs: number } };

/** A server's first message: listening, and (the app) who uploads. */
export interface Ready {
  type: 'ready';
  port: number;
  /** The app's buyers, one per upload in flight: session cookie and a checklist item of theirs. Empty for the bare server. */
  buyers: Array<{ cookie: string; item: string }>;
  origin: string;
}

export type Command =
  | { id: number; type: 'memory-start' }
  | { id: number; type: 'memory-stop' }
  /** Forgets what the last round stored (rows and files), so every round starts from the same space. */
  | { id: number; type: 'reset' }
  /** The app: waits until every upload of the round has its scan verdict, and counts them. */
  | { id: number; type: 'settle' }
  | { id: number; type: 'shutdown' };

export type CommandInput = Command extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

/** The round's documents by scan status once none is pending. */
export interface Verdicts {
  clean: number;
  infected: number;
}

export type Reply = { id: number; type: 'reply'; value: unknown } | { id: number; type: 'error'; message: string };
