// docs/product/listings.md#browsing over HTTP: buyers read published listings only, with every filter and order, 12
// a page with a cursor; the detail page; and the plan keeps only what a buyer may see.
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { propertiesPageSize, type BrowseListing, type PropertiesPage, type PropertyDetail } from '../../../shared/schemas/listings';
import { schema } from '../../db/client';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { sampleCalculation } from '../../../test/journey';
import { createListing } from '../../../test/listings';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as, anonymous } = built;
const db = built.database.db;
const buyer = await signUpBuyer(app);
const bank = await createStaff(built, 'Banco Vitrina');

// Beside the six sample homes ($95,000 to $210,000): fourteen published listings, a draft and a sold one.
const published: Array<{ id: string }> = [];
for (let n = 0; n < 14; n++) {
  published.push(
    await createListing(app, bank, {
      title: `Casa publicada ${n}`,
      priceCents: (120_000 + n * 10_000) * 100,
      municipality: n % 3 === 0 ? 'Añasco' : n % 3 === 1 ? 'San Juan' : 'Bayamón',
      type: n % 4 === 0 ? 'solar' : n % 4 === 1 ? 'reparacion' : 'casa',
      bedrooms: n % 4 === 0 ? null : 1 + (n % 4),
      addressLine: `Calle Secreta ${n}`,
    }),
  );
}
const draft = await createListing(app, bank, { title: 'Casa en borrador', municipality: 'Vieques' }, { status: 'draft' });
const sold = await createListing(app, bank, { title: 'Casa vendida', municipality: 'Culebra' }, { status: 'sold' });
const publishedCount = 6 + published.length;

const browse = async (query = '', caller = buyer) => {
  const response = await as(caller).get(`/api/properties${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PropertiesPage;
};

/** Every listing of a query, following the cursor to the end. */
async function walk(query: string): Promise<BrowseListing[]> {
  const items: BrowseListing[] = [];
  let page = await browse(query);
  items.push(...page.items);
  while (page.nextCursor) {
    expect(page.items).toHaveLength(propertiesPageSize);
    page = await browse(`${query}${query ? '&' : '?'}cursor=${page.nextCursor}`);
    items.push(...page.items);
  }
  return items;
}

describe('GET /api/properties', () => {
  it('pages 12 published listings at a time, newest first, with their public fields only', async () => {
    const first = await browse();
    expect(first.items).toHaveLength(propertiesPageSize);
    expect(first.total).toBe(publishedCount);
    expect(first.nextCursor).not.toBeNull();
    expect(Object.keys(first.items[0]!).sort()).toEqual(
      [
        'id',
        'title',
        'priceCents',
        'sizeM2',
        'type',
        'municipality',
        'bedrooms',
        'bathrooms',
        'description',
        'imageUrl',
        'barrio',
        'lotSizeM2',
        'floodZone',
        'yearBuilt',
        'crimAnnualTaxCents',
        'construction',
        'vacantAtClosing',
        'urbanCentreCertified',
        'isExample',
        'status',
        'publisherName',
        'coverPhoto',
        'publishedAt',
      ].sort(),
    );
    const all = await walk('');
    expect(all).toHaveLength(publishedCount);
    expect(new Set(all.map((item) => item.id)).size).toBe(publishedCount);
    expect(all.every((item) => item.status === 'published')).toBe(true);
    expect(all.map((item) => item.id)).not.toContain(draft.id);
    expect(all.map((item) => item.id)).not.toContain(sold.id);
    const order = all.map((item) => [item.publishedAt!, item.id] as const);
    expect(order).toEqual([...order].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? 1 : -1) : a[0] < b[0] ? 1 : -1)));
    // The sample homes: the programme publishes them, with their drawing shipped in public/.
    const example = all.find((item) => item.id === 'prop-2')!;
    expect(example).toMatchObject({
      isExample: true,
      publisherName: 'Programa Casa Joven PR',
      type: 'solar',
      bedrooms: null,
      coverPhoto: null,
    });
    for (const item of all.filter((entry) => entry.isExample)) {
      expect(existsSync(new URL(`../../../../public${item.imageUrl}`, import.meta.url)), `${item.imageUrl} is shipped`).toBe(true);
    }
    expect(all.find((item) => item.id === published[0]!.id)).toMatchObject({
      publisherName: 'Banco Vitrina',
      isExample: false,
      imageUrl: null,
    });
  });

  it('never sends the address line or the contact method in the list', async () => {
    const response = await as(buyer).get('/api/properties');
    expect(response.body).not.toMatch(/Calle Secreta|Oficina de bienes raíces|addressLine|contactMethod/);
  });

  it('sorts by price both ways, and each order walks every listing once', async () => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const all = await walk(`?sort=${sort}`);
      expect(all).toHaveLength(publishedCount);
      expect(new Set(all.map((item) => item.id)).size).toBe(publishedCount);
      const keys = all.map((item) => [item.priceCents, item.id] as const);
      const ascending = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
      expect(keys).toEqual(sort === 'price_asc' ? ascending : ascending.reverse());
    }
  });

  it('filters by price, municipality, type and bedrooms, and counts what matches', async () => {
    const cases: Array<[string, (item: BrowseListing) => boolean]> = [
      ['?minPrice=150000', (item) => item.priceCents >= 15_000_000],
      ['?maxPrice=130000', (item) => item.priceCents <= 13_000_000],
      ['?minPrice=120000&maxPrice=160000', (item) => item.priceCents >= 12_000_000 && item.priceCents <= 16_000_000],
      ['?municipio=Añasco', (item) => item.municipality === 'Añasco'],
      ['?type=solar', (item) => item.type === 'solar'],
      ['?type=solar,reparacion', (item) => item.type === 'solar' || item.type === 'reparacion'],
      ['?bedrooms=3', (item) => (item.bedrooms ?? 0) >= 3],
      ['?bedrooms=0', () => true],
      [
        '?municipio=San%20Juan&type=casa&bedrooms=2&sort=price_desc',
        (item) => item.municipality === 'San Juan' && item.type === 'casa' && item.bedrooms! >= 2,
      ],
    ];
    const everything = await walk('');
    for (const [query, matches] of cases) {
      const expected = everything
        .filter(matches)
        .map((item) => item.id)
        .sort();
      const all = await walk(query);
      expect(all.map((item) => item.id).sort(), query).toEqual(expected);
      expect((await browse(query)).total, query).toBe(expected.length);
    }
    expect((await browse('?municipio=Vieques')).total).toBe(0);
  });

  it('offers every municipality with a published listing, in Spanish order, whatever the filters', async () => {
    const expected = ['Añasco', 'Bayamón', 'Caguas', 'Carolina', 'Humacao', 'Mayagüez', 'Ponce', 'San Juan'];
    expect((await browse()).municipalities).toEqual(expected);
    expect((await browse('?municipio=Ponce')).municipalities).toEqual(expected);
  });

  it('"fits my budget" keeps listings at or under the latest calculation’s total budget, and asks for one first', async () => {
    const newcomer = await signUpBuyer(app, 'Sin Cálculo');
    const refused = await as(newcomer).get('/api/properties?fits=1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Calcula primero tu presupuesto en la calculadora para ver las propiedades que te alcanzan.');
    const calculated = await as(newcomer).post('/api/calculator', sampleCalculation);
    expect(calculated.statusCode).toBe(201);
    const budgetCents = Math.round(calculated.json().totalBudget * 100);
    const under = await createListing(app, bank, { title: 'Justo en presupuesto', priceCents: budgetCents });
    const over = await createListing(app, bank, { title: 'Un poco más', priceCents: budgetCents + 100 });
    const page = await browse('?fits=1&sort=price_desc', newcomer);
    const ids = page.items.map((item) => item.id);
    expect(ids).toContain(under.id);
    expect(ids).not.toContain(over.id);
    expect(page.items.every((item) => item.priceCents <= budgetCents)).toBe(true);
    expect(page.total).toBe((await walk('')).filter((item) => item.priceCents <= budgetCents).length);
    await as(bank).patch(`/api/institution/listings/${under.id}`, { status: 'draft' });
    await as(bank).patch(`/api/institution/listings/${over.id}`, { status: 'draft' });
  });

  it.each([
    ['?cursor=nada', 'El cursor de paginación no es válido.'],
    [`?cursor=${Buffer.from('["price_asc",100,"prop-1"]').toString('base64url')}`, 'El cursor de paginación no es válido.'],
    [
      `?sort=newest&cursor=${Buffer.from('["newest","2026-02-30T00:00:00Z","prop-1"]').toString('base64url')}`,
      'El cursor de paginación no es válido.',
    ],
    // A forged price past what the column holds (it was a 500: integer out of range).
    [
      `?sort=price_asc&cursor=${Buffer.from('["price_asc",3000000000,"prop-1"]').toString('base64url')}`,
      'El cursor de paginación no es válido.',
    ],
    ['?minPrice=200000&maxPrice=100000', 'El precio mínimo no puede ser mayor que el máximo'],
    ['?minPrice=barato', 'El precio mínimo debe ser un número entero'],
    ['?type=chalet', 'Tipo de propiedad desconocido'],
    ['?municipio=Miami', 'Municipio desconocido'],
    ['?sort=azar', 'Orden desconocido'],
    ['?fits=quizas', 'Valor no válido para «dentro de mi presupuesto»'],
    ['?bedrooms=-1', 'Los cuartos debe ser 0 o mayor'],
  ])('refuses %s with a Spanish 400', async (query, message) => {
    const response = await as(buyer).get(`/api/properties${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('shows the first photo as the cover', async () => {
    const [photo] = await db
      .insert(schema.propertyPhotos)
      .values({ propertyId: published[1]!.id, position: 0, width: 960, height: 720, widths: [480, 960] })
      .returning({ id: schema.propertyPhotos.id });
    await db.insert(schema.propertyPhotos).values({ propertyId: published[1]!.id, position: 1, width: 480, height: 360, widths: [480] });
    const item = (await walk('')).find((entry) => entry.id === published[1]!.id)!;
    expect(item.coverPhoto).toEqual({
      id: photo!.id,
      width: 960,
      height: 720,
      src: `/media/listings/${photo!.id}/480.webp`,
      srcset: `/media/listings/${photo!.id}/480.webp 480w, /media/listings/${photo!.id}/960.webp 960w`,
    });
    const detail = (await as(buyer).get(`/api/properties/${published[1]!.id}`)).json() as PropertyDetail;
    expect(detail.photos.map((p) => p.id)[0]).toBe(photo!.id);
    expect(detail.photos).toHaveLength(2);
  });

  it('is for buyers only', async () => {
    expect((await anonymous.get('/api/properties')).statusCode).toBe(401);
    expect((await as(bank).get('/api/properties')).statusCode).toBe(403);
    expect((await anonymous.get('/api/properties/prop-1')).statusCode).toBe(401);
    expect((await as(bank).get('/api/properties/prop-1')).statusCode).toBe(403);
  });
});

describe('GET /api/properties/{id}', () => {
  it('shows a published listing without its address, with its contact method and whether "Me interesa" applies', async () => {
    const response = await as(buyer).get(`/api/properties/${published[2]!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: published[2]!.id,
      status: 'published',
      publisherName: 'Banco Vitrina',
      addressLine: null,
      contactMethod: 'Oficina de bienes raíces, (787) 555-0100',
      canAsk: true,
      interest: null,
      photos: [],
    });
    expect(response.body).not.toContain('Calle Secreta');
    expect((await as(buyer).get('/api/properties/prop-3')).json()).toMatchObject({ isExample: true, canAsk: false, addressLine: null });
  });

  it('shows a sold listing marked sold, and never a draft or an unknown id', async () => {
    expect((await as(buyer).get(`/api/properties/${sold.id}`)).json()).toMatchObject({ status: 'sold', canAsk: false });
    for (const id of [draft.id, 'prop-99', '00000000-0000-4000-8000-000000000000']) {
      const response = await as(buyer).get(`/api/properties/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Propiedad no encontrada');
    }
  });
});

describe('the plan holds only what a buyer may see', () => {
  it('refuses a draft, and keeps a sold listing marked sold', async () => {
    const saver = await signUpBuyer(app, 'Guarda Casas');
    const refused = await as(saver).post('/api/plan/properties', { propertyId: draft.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Esa propiedad no existe.');
    const listing = await createListing(app, bank, { title: 'Casa que se venderá' });
    expect((await as(saver).post('/api/plan/properties', { propertyId: listing.id })).statusCode).toBe(200);
    await as(bank).patch(`/api/institution/listings/${listing.id}`, { status: 'sold' });
    const plan = (await as(saver).post('/api/plan/merge', { savedPropertyIds: [], selectedHousingOption: null })).json();
    expect(plan.savedProperties).toEqual([expect.objectContaining({ id: listing.id, status: 'sold' })]);
    expect(JSON.stringify(plan)).not.toContain('Calle Girasol');
    // Withdrawn to a draft, it is no longer shown.
    await as(bank).patch(`/api/institution/listings/${listing.id}`, { status: 'draft' });
    expect((await db.select().from(schema.properties).where(eq(schema.properties.id, listing.id)))[0]!.status).toBe('draft');
    expect((await as(saver).post('/api/plan/merge', { savedPropertyIds: [], selectedHousingOption: null })).json().savedProperties).toEqual(
      [],
    );
  });
});
