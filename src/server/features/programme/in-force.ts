// The version in force, kept in memory by each process: every rule and screen reads it, and it changes rarely. It is
// read again when any process publishes (the NOTIFY of drizzle/0011_programme_versions.sql) and when a scheduled
// version's effective date arrives.
import type { ProgrammeVersion } from '../../../shared/programme';
import type { Database } from '../../db/client';
import { nextEffectiveDate, versionInForce, type ProgrammeInForce } from './service';

export const programmeChangedChannel = 'programme_changed';

/** When a date string of Puerto Rico (UTC−4 all year) begins, as an instant. */
const startOfPuertoRicoDay = (date: string) => new Date(`${date}T00:00:00-04:00`).getTime();

export async function createProgrammeInForce(database: Database, now: () => Date = () => new Date()): Promise<ProgrammeInForce> {
  let cached: { version: Promise<ProgrammeVersion>; until: number } | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();

  async function load(): Promise<{ version: ProgrammeVersion; until: number }> {
    const at = now();
    const [version, next] = await Promise.all([versionInForce(database.db, at), nextEffectiveDate(database.db, at)]);
    return { version, until: next ? startOfPuertoRicoDay(next) : Number.POSITIVE_INFINITY };
  }

  function current(): Promise<ProgrammeVersion> {
    if (cached && now().getTime() < cached.until) return cached.version;
    const started = generation;
    const loading = load();
    const entry = { version: loading.then((loaded) => loaded.version), until: Number.POSITIVE_INFINITY };
    cached = entry;
    loading.then(
      (loaded) => {
        if (generation === started && cached === entry) entry.until = loaded.until;
      },
      () => {
        if (cached === entry) cached = null;
      },
    );
    return entry.version;
  }

  function forget() {
    generation++;
    cached = null;
  }

  const stopListening = await database.listen(programmeChangedChannel, () => {
    forget();
    for (const listener of listeners) listener();
  });

  return {
    current,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget,
    stop: stopListening,
  };
}
