import { describe, expect, it } from 'vitest';
import type { Plan } from '../../shared/schemas/plan';
import { localPlanFor, planStorageKeys, writeLocalPlan } from './plan-storage';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
};
const property = (id: string) => ({
  id,
  title: `Casa ${id}`,
  priceCents: 10_000_000,
  sizeM2: 100,
  type: 'casa' as const,
  municipality: 'Ponce',
  bedrooms: 3,
  bathrooms: 1,
  description: 'Casa',
  imageUrl: `/images/properties/${id}.svg`,
});
const plan: Plan = { savedProperties: [property('prop-1'), property('prop-4')], selectedHousingOption: 'renovation' };

describe('the local plan', () => {
  it('round-trips through the docs/product/data.md keys for its owner', () => {
    const storage = memoryStorage();
    writeLocalPlan(storage, plan, 'user-1');
    expect(JSON.parse(storage.items.get(planStorageKeys.savedProperties)!)).toHaveLength(2);
    expect(localPlanFor(storage, 'user-1')).toEqual({ savedPropertyIds: ['prop-1', 'prop-4'], selectedHousingOption: 'renovation' });
  });

  it('is not offered to another account signing in on the same browser', () => {
    const storage = memoryStorage();
    writeLocalPlan(storage, plan, 'user-1');
    expect(localPlanFor(storage, 'user-2')).toEqual({ savedPropertyIds: [], selectedHousingOption: null });
  });

  it('is merged when it has no owner yet, reading the option stored raw or as JSON and each id once', () => {
    const storage = memoryStorage({
      savedProperties: JSON.stringify([{ id: 'prop-2', price: 95000 }, { id: 'prop-2' }]),
      selectedHousingOption: 'existing',
    });
    expect(localPlanFor(storage, 'user-1')).toEqual({ savedPropertyIds: ['prop-2'], selectedHousingOption: 'existing' });
  });

  it('treats corrupt or unknown values as empty instead of failing', () => {
    const storage = memoryStorage({ savedProperties: '{no es json', selectedHousingOption: '"castle"' });
    expect(localPlanFor(storage, 'user-1')).toEqual({ savedPropertyIds: [], selectedHousingOption: null });
    expect(localPlanFor(memoryStorage({ savedProperties: '[1,2]' }), 'u').savedPropertyIds).toEqual([]);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(localPlanFor(broken, 'user-1')).toEqual({ savedPropertyIds: [], selectedHousingOption: null });
    expect(() => writeLocalPlan(broken, plan, 'user-1')).not.toThrow();
  });
});
