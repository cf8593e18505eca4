// docs/product/listings.md#who-publishes over HTTP: staff publish their institution's listings only (another's is a
// 404), the operator every one; bad input is a Spanish 400 that writes nothing; drafts, publication and sale.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingStatuses, ownerListingsPageSize, type OwnerListing } from '../../../shared/schemas/listings';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { createListing, listingInput } from '../../../test/listings';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as, anonymous } = built;
const db = built.database.db;
const bank = await createStaff(built, 'Banco Publicador');
const rival = await createStaff(built, 'Banco Vecino');
const admin = await createAdmin(built);
const buyer = await signUpBuyer(app);

const staffBase = '/api/institution/listings';
const adminBase = '/api/admin/listings';
const rowOf = async (id: string) => (await db.select().from(schema.properties).where(eq(schema.properties.id, id)))[0]!;
const countRows = async () => (await db.select({ id: schema.properties.id }).from(schema.properties)).length;

describe('creating a listing', () => {
  it('starts as a draft of the staff member’s institution, with every field back and no buyer data', async () => {
    const response = await as(bank).post(staffBase, listingInput({ title: '  Casa de prueba  ', barrio: '  ', contactMethod: '' }));
    expect(response.statusCode, response.body).toBe(201);
    const listing = response.json() as OwnerListing;
    expect(Object.keys(listing).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'priceCents',
        'type',
        'municipality',
        'barrio',
        'addressLine',
        'sizeM2',
        'bedrooms',
        'bathrooms',
        'lotSizeM2',
        'floodZone',
        'yearBuilt',
        'crimAnnualTaxCents',
        'construction',
        'vacantAtClosing',
        'urbanCentreCertified',
        'contactMethod',
        'imageUrl',
        'status',
        'isExample',
        'institutionName',
        'photos',
        'interestCount',
        'publishedAt',
        'updatedAt',
      ].sort(),
    );
    expect(listing).toMatchObject({
      title: 'Casa de prueba',
      barrio: null,
      contactMethod: null,
      addressLine: 'Calle Girasol 12, Urb. Las Flores',
      status: 'draft',
      isExample: false,
      institutionName: 'Banco Publicador',
      photos: [],
      interestCount: 0,
      publishedAt: null,
    });
    const row = await rowOf(listing.id);
    expect(row).toMatchObject({ institutionId: bank.institution.id, status: 'draft', publishedAt: null, soldAt: null });
    expect((await as(bank).get(`${staffBase}/${listing.id}`)).json()).toEqual(listing);
  });

  it('makes the operator’s own listings without an institution', async () => {
    const response = await as(admin).post(adminBase, listingInput({ title: 'Casa del programa' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ institutionName: null, status: 'draft' });
    expect((await rowOf(response.json().id)).institutionId).toBeNull();
  });

  it.each([
    [{ title: undefined }, 'Escribe un título'],
    [{ title: 'ab' }, 'El título debe tener al menos 3 caracteres'],
    [{ description: 'x'.repeat(4001) }, 'La descripción no puede pasar de 4000 caracteres'],
    [{ priceCents: 99_999 }, 'El precio debe ser al menos $1,000'],
    [{ priceCents: 150_000.5 }, 'El precio debe ser una cantidad exacta en centavos'],
    [{ type: 'chalet' }, 'Elige el tipo de propiedad'],
    [{ municipality: 'Miami' }, 'Elige un municipio de Puerto Rico'],
    [{ floodZone: undefined }, 'Indica si está en zona inundable'],
    [{ bedrooms: 21 }, 'Los cuartos no puede pasar de 20'],
    [{ yearBuilt: 1700 }, 'El año de construcción debe ser al menos 1,800'],
    [{ sizeM2: 'grande' }, 'El tamaño debe ser un número'],
    [{ crimAnnualTaxCents: -1 }, 'La contribución anual (CRIM) no puede ser negativa'],
    [{ crimAnnualTaxCents: 1_234.5 }, 'La contribución anual (CRIM) debe ser una cantidad exacta en centavos'],
    [{ crimAnnualTaxCents: 10_000_001 }, 'La contribución anual (CRIM) no puede pasar de $100,000'],
    [{ crimAnnualTaxCents: '1200' }, 'La contribución anual (CRIM) debe ser una cantidad'],
    [{ construction: 'madera' }, 'Indica si la construcción es en hormigón: sí, no o no se sabe'],
    [{ vacantAtClosing: true }, 'Indica si estará vacía al cierre: sí, no o no se sabe'],
    [{ urbanCentreCertified: 'quizas' }, 'Indica si está en un centro urbano certificado: sí, no o no se sabe'],
  ])('refuses %o with a Spanish 400 and writes nothing', async (overrides, message) => {
    const before = await countRows();
    const response = await as(bank).post(staffBase, { ...listingInput(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countRows()).toBe(before);
  });
});

describe('who may change a listing', () => {
  it('lets an institution read and change only its own: another’s is a 404, and stays as it was', async () => {
    const mine = await createListing(app, bank, { title: 'Casa del Banco Publicador' }, { status: 'draft' });
    const before = await rowOf(mine.id);
    expect((await as(rival).get(`${staffBase}/${mine.id}`)).statusCode).toBe(404);
    const patched = await as(rival).patch(`${staffBase}/${mine.id}`, { title: 'Robada', status: 'published' });
    expect(patched.statusCode).toBe(404);
    expect(patched.json().message).toBe('Propiedad no encontrada');
    expect(await rowOf(mine.id)).toEqual(before);
    const rivalList = (await as(rival).get(staffBase)).json() as { items: OwnerListing[] };
    expect(rivalList.items.map((item) => item.id)).not.toContain(mine.id);
    const ownList = (await as(bank).get(staffBase)).json() as { items: OwnerListing[] };
    expect(ownList.items.map((item) => item.id)).toContain(mine.id);
    expect(new Set(ownList.items.map((item) => item.institutionName))).toEqual(new Set(['Banco Publicador']));
  });

  it('keeps the sample homes out of every institution’s reach, and lets the operator change them', async () => {
    const before = await rowOf('prop-1');
    expect((await as(bank).get(`${staffBase}/prop-1`)).statusCode).toBe(404);
    expect((await as(bank).patch(`${staffBase}/prop-1`, { title: 'Ejemplo cambiado' })).statusCode).toBe(404);
    expect(await rowOf('prop-1')).toEqual(before);
    const changed = await as(admin).patch(`${adminBase}/prop-1`, { description: 'Una casa de ejemplo con una descripción nueva.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: 'prop-1', isExample: true, institutionName: null, status: 'published' });
    await as(admin).patch(`${adminBase}/prop-1`, { description: before.description });
  });

  it('lets the operator correct or withdraw any institution’s listing', async () => {
    const theirs = await createListing(app, bank, { title: 'Casa a corregir' });
    const response = await as(admin).patch(`${adminBase}/${theirs.id}`, { priceCents: 14_000_000, status: 'draft' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ priceCents: 14_000_000, status: 'draft', institutionName: 'Banco Publicador' });
    expect((await as(admin).get(`${adminBase}/${theirs.id}`)).statusCode).toBe(200);
  });

  it('is closed to buyers and to anyone signed out', async () => {
    const listing = await createListing(app, bank);
    for (const base of [staffBase, adminBase]) {
      expect((await as(buyer).get(base)).statusCode).toBe(403);
      expect((await as(buyer).post(base, listingInput())).statusCode).toBe(403);
      expect((await as(buyer).patch(`${base}/${listing.id}`, { title: 'Comprador' })).statusCode).toBe(403);
      expect((await anonymous.get(`${base}/${listing.id}`)).statusCode).toBe(401);
    }
    expect((await as(bank).get(adminBase)).statusCode).toBe(403);
    expect((await as(admin).get(staffBase)).statusCode).toBe(403);
  });
});

describe('changing a listing', () => {
  it('changes only the fields sent, and trims them', async () => {
    const listing = await createListing(app, bank, {}, { status: 'draft' });
    const response = await as(bank).patch(`${staffBase}/${listing.id}`, { title: '  Nuevo título  ', bedrooms: null, barrio: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Nuevo título',
      bedrooms: null,
      barrio: null,
      description: listing.description,
      priceCents: listing.priceCents,
      addressLine: listing.addressLine,
    });
    expect(new Date(response.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(listing.updatedAt).getTime());
  });

  it.each([
    [{}, 'No hay cambios que guardar'],
    [{ status: 'vendida' }, 'Estado desconocido'],
    [{ priceCents: -5 }, 'El precio debe ser al menos $1,000'],
    [{ title: 'x' }, 'El título debe tener al menos 3 caracteres'],
    [{ municipality: 'Orlando', title: 'Casa válida' }, 'Elige un municipio de Puerto Rico'],
  ])('refuses %o with a Spanish 400 and changes nothing', async (patch, message) => {
    const listing = await createListing(app, bank, {}, { status: 'draft' });
    const before = await rowOf(listing.id);
    const response = await as(bank).patch(`${staffBase}/${listing.id}`, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowOf(listing.id)).toEqual(before);
  });

  it('refuses to mark sold a listing never published (buyers see sold listings), and changes nothing', async () => {
    const listing = await createListing(app, bank, {}, { status: 'draft' });
    const before = await rowOf(listing.id);
    const response = await as(bank).patch(`${staffBase}/${listing.id}`, { status: 'sold' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Publica la propiedad antes de marcarla como vendida.');
    expect(await rowOf(listing.id)).toEqual(before);
    expect((await as(buyer).get(`/api/properties/${listing.id}`)).statusCode).toBe(404);
  });

  it('publishes (stamping the first publication once), unpublishes, sells and puts back on sale', async () => {
    const listing = await createListing(app, bank, {}, { status: 'draft' });
    const move = async (status: (typeof listingStatuses)[number]) => {
      const response = await as(bank).patch(`${staffBase}/${listing.id}`, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(status);
      return { answer: response.json() as OwnerListing, row: await rowOf(listing.id) };
    };
    const published = await move('published');
    expect(published.answer.publishedAt).not.toBeNull();
    expect(published.row.soldAt).toBeNull();
    const draft = await move('draft');
    expect(draft.answer.publishedAt).toBe(published.answer.publishedAt);
    const again = await move('published');
    expect(again.answer.publishedAt).toBe(published.answer.publishedAt);
    const sold = await move('sold');
    expect(sold.row.soldAt).not.toBeNull();
    expect(sold.answer.publishedAt).toBe(published.answer.publishedAt);
    const back = await move('published');
    expect(back.row.soldAt).toBeNull();
  });
});

describe('the list of listings', () => {
  it('gives the operator every listing, filtered by status, page by page without repeats', async () => {
    for (let n = 0; n < ownerListingsPageSize + 3; n++) await as(admin).post(adminBase, listingInput({ title: `Casa del programa ${n}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = cursor ? `${adminBase}?cursor=${encodeURIComponent(cursor)}` : adminBase;
      const response = await as(admin).get(url);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: OwnerListing[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(ownerListingsPageSize);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await countRows());
    expect(seen).toContain('prop-1');

    const drafts = (await as(admin).get(`${adminBase}?status=draft`)).json() as { items: OwnerListing[] };
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    const sold = (await as(admin).get(`${adminBase}?status=sold`)).json() as { items: OwnerListing[] };
    expect(sold.items.every((item) => item.status === 'sold')).toBe(true);
  });

  it('refuses a bad cursor or status in Spanish', async () => {
    for (const query of [
      '?cursor=no-es-un-cursor',
      `?cursor=${Buffer.from('["newest","2026-01-01T00:00:00Z","prop-1"]').toString('base64url')}`,
    ]) {
      const response = await as(bank).get(`${staffBase}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('El cursor de paginación no es válido.');
    }
    const status = await as(admin).get(`${adminBase}?status=vendida`);
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Estado desconocido');
  });
});
