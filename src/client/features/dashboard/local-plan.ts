// SPEC §4 reads the plan from local storage (keys of SPEC §3); the account's copy (DECISIONS 13) may lag behind the
// device, so the dashboard counts either. Values are JSON, as the properties and comparison screens write them.
import { housingOptions } from '../../../shared/housing-options';

export interface LocalPlanFlags {
  hasSavedProperties: boolean;
  hasSelectedHousingOption: boolean;
}

function parse(raw: string | null): unknown {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

export function readLocalPlanFlags(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LocalPlanFlags {
  if (!storage) return { hasSavedProperties: false, hasSelectedHousingOption: false };
  const saved = parse(storage.getItem('savedProperties'));
  const option = parse(storage.getItem('selectedHousingOption'));
  return {
    hasSavedProperties: Array.isArray(saved) && saved.length > 0,
    hasSelectedHousingOption: housingOptions.some((housing) => housing.id === option),
  };
}
