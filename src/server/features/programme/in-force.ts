// Both programmes' versions in force, kept in memory by each process: every rule and screen reads them, and they
// change rarely. Both are read again when any process publishes either (the one NOTIFY of
// drizzle/0011_programme_versions.sql, whatever the kind) and when a scheduled version's effective date arrives
// (docs/decisions/0102-programme-versions.md, docs/decisions/0139-two-programmes.md).
import type { AssistanceVersion, ProgrammeVersion } from '../../../shared/programme';
import type { Database } from '../../db/client';
import { assistanceInForce, nextEffectiveDate, versionInForce, type ProgrammeInForce } from './service';

interface InForce {
  loan: ProgrammeVersion;
  assistance: AssistanceVersion;
}

export const programmeChangedChannel = 'programme_changed';

/** When a date string of Puerto Rico (UTC−4 all year) begins, as an instant. */
const startOfPuertoRicoDay = (date: string) => new Date(`${date}T00:00:00-04:00`).getTime();

/** setTimeout's longest delay (about 24.8 days); a later date is looked at again when it fires. */
const longestTimeout = 2 ** 31 - 1;

export async function createProgrammeInForce(database: Database, now: () => Date = () => new Date()): Promise<ProgrammeInForce> {
  let cached: { version: Promise<InForce>; until: number } | null = null;
  let generation = 0;
  let dateTimer: NodeJS.Timeout | null = null;
  const listeners = new Set<() => void>();

  async function load(): Promise<{ version: InForce; until: number }> {
    const at = now();
    const [loan, assistance, next] = await Promise.all([
      versionInForce(database.db, at),
      assistanceInForce(database.db, at),
      nextEffectiveDate(database.db, at),
    ]);
    return { version: { loan, assistance }, until: next ? startOfPuertoRicoDay(next) : Number.POSITIVE_INFINITY };
  }

  function changed() {
    for (const listener of listeners) listener();
  }

  /** A scheduled version's date came: what was kept is no longer in force, and whoever renders from it must know. */
  function dateArrived() {
    forget();
    changed();
  }

  // Listeners (a pre-rendered page) must hear of a scheduled version even when no request reads the version then.
  function watchDate(until: number) {
    if (dateTimer) clearTimeout(dateTimer);
    dateTimer = null;
    if (!Number.isFinite(until)) return;
    const wait = until - now().getTime();
    dateTimer = setTimeout(wait <= longestTimeout ? dateArrived : () => watchDate(until), Math.max(0, Math.min(wait, longestTimeout)));
    dateTimer.unref();
  }

  function both(): Promise<InForce> {
    if (cached && now().getTime() < cached.until) return cached.version;
    // The clock passed the scheduled date before the timer did (a request at midnight, or a test's moved clock).
    const dateCame = cached !== null;
    const started = generation;
    const loading = load();
    const entry = { version: loading.then((loaded) => loaded.version), until: Number.POSITIVE_INFINITY };
    cached = entry;
    loading.then(
      (loaded) => {
        if (generation !== started || cached !== entry) return;
        entry.until = loaded.until;
        watchDate(loaded.until);
      },
      () => {
        if (cached === entry) cached = null;
      },
    );
    if (dateCame) queueMicrotask(changed);
    return entry.version;
  }

  function forget() {
    generation++;
    cached = null;
  }

  const stopListening = await database.listen(programmeChangedChannel, () => {
    forget();
    changed();
  });

  return {
    current: () => both().then((versions) => versions.loan),
    assistance: () => both().then((versions) => versions.assistance),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget,
    now,
    stop: async () => {
      if (dateTimer) clearTimeout(dateTimer);
      await stopListening();
    },
  };
}
