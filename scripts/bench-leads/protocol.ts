// Messages between the load generator (parent process) and the server (child process), over the IPC channel.
export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface MemoryReport {
  before: MemorySample;
  peak: MemorySample;
  after: MemorySample;
  samples: number;
}

export interface ExplainResult {
  sql: string;
  plan: string;
}

/** The server's first message: loaded, listening, and who signs in. */
export interface Ready {
  type: 'ready';
  port: number;
  /** The server's PUBLIC_URL: changes that carry a session cookie must come from it (a browser's Origin). */
  publicUrl: string;
  staff: { email: string; password: string; institutionName: string };
  seedSeconds: number;
  counts: Record<string, number>;
  versions: string;
}

export type Command =
  | { id: number; type: 'explain'; url: string }
  | { id: number; type: 'cursor-at'; offset: number }
  | { id: number; type: 'memory-start' }
  | { id: number; type: 'memory-stop' }
  | { id: number; type: 'timing-start' }
  | { id: number; type: 'timing-stop' }
  | { id: number; type: 'forget-audit' }
  | { id: number; type: 'shutdown' };

export type CommandInput = Command extends infer C ? (C extends Command ? Omit<C, 'id'> : never) : never;

export type Reply = { id: number; type: 'reply'; value: unknown } | { id: number; type: 'error'; message: string };
