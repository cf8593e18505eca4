import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const buyer = await signUpBuyer(app);

describe('GET /api/properties', () => {
  it('lists the six seeded listings, cheapest first, with their public fields and shipped images', async () => {
    const response = await as(buyer).get('/api/properties');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list).toHaveLength(6);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['bathrooms', 'bedrooms', 'description', 'id', 'imageUrl', 'municipality', 'priceCents', 'sizeM2', 'title', 'type'].sort(),
    );
    const prices = list.map((p) => p.priceCents as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(9_500_000);
    expect(prices.at(-1)).toBe(21_000_000);
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(['casa', 'solar', 'reparacion']));
    expect(list.find((p) => p.type === 'solar')).toMatchObject({ bedrooms: null, bathrooms: null });
    for (const { imageUrl } of list) {
      expect(imageUrl).toMatch(/^\/images\/properties\/prop-\d\.svg$/);
      expect(existsSync(new URL(`../../../../public${imageUrl}`, import.meta.url)), `${imageUrl} is shipped in public/`).toBe(true);
    }
  });

  it('is for buyers only', async () => {
    expect((await anonymous.get('/api/properties')).statusCode).toBe(401);
    const staff = await createStaff(built);
    expect((await as(staff).get('/api/properties')).statusCode).toBe(403);
  });
});
