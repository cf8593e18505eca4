import { describe, expect, it } from 'vitest';
import type { OwnerListing } from '../../../shared/schemas/listings';
import { centsAsTyped, dollarsToCents, emptyListingForm, formValuesOf, listingFormResolver, type ListingFormValues } from './form-values';

const filled: ListingFormValues = {
  ...emptyListingForm,
  title: 'Casa en Barrio Pueblo',
  description: 'Tres habitaciones, marquesina y patio.',
  price: '$185,000.50',
  type: 'casa',
  municipality: 'Caguas',
  barrio: '  ',
  sizeM2: '120',
  bedrooms: '3',
  bathrooms: '',
  floodZone: 'no',
};

const resolve = (values: ListingFormValues) =>
  listingFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }) as Awaited<
    ReturnType<typeof listingFormResolver>
  >;

describe('the listing form (docs/product/listings.md#fields)', () => {
  it('turns dollars as typed into cents', () => {
    expect(dollarsToCents('185000')).toBe(18_500_000);
    expect(dollarsToCents('$185,000.50')).toBe(18_500_050);
    expect(dollarsToCents(' 1,000 ')).toBe(100_000);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('')).toBeUndefined();
    expect(dollarsToCents('mil')).toBeNaN();
    expect(dollarsToCents('1.2.3')).toBeNaN();
    expect(centsAsTyped(18_500_000)).toBe('185000');
    expect(centsAsTyped(18_500_050)).toBe('185000.50');
  });

  it('sends the API its fields: cents, numbers, null for what was left empty', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      title: 'Casa en Barrio Pueblo',
      description: 'Tres habitaciones, marquesina y patio.',
      priceCents: 18_500_050,
      type: 'casa',
      municipality: 'Caguas',
      barrio: null,
      addressLine: null,
      sizeM2: 120,
      bedrooms: 3,
      bathrooms: null,
      lotSizeM2: null,
      floodZone: 'no',
      yearBuilt: null,
      crimAnnualTaxCents: null,
      construction: 'desconocido',
      vacantAtClosing: 'desconocido',
      urbanCentreCertified: 'desconocido',
      contactMethod: null,
    });
  });

  it('sends the CRIM bill typed in dollars as cents (0 for an exonerated home), with its message under the dollars', async () => {
    const withBill = await resolve({ ...filled, crimAnnualTax: '$1,250.40', construction: 'si', vacantAtClosing: 'no' });
    expect(withBill.values).toMatchObject({ crimAnnualTaxCents: 125_040, construction: 'si', vacantAtClosing: 'no' });
    expect((await resolve({ ...filled, crimAnnualTax: '0' })).values).toMatchObject({ crimAnnualTaxCents: 0 });
    const { errors } = await resolve({ ...filled, crimAnnualTax: 'mucho' });
    expect(errors.crimAnnualTax?.message).toBe('La contribución anual (CRIM) debe ser una cantidad');
    expect(errors).not.toHaveProperty('crimAnnualTaxCents');
  });

  it("puts the schema's Spanish messages under each field, the price's under the price typed in dollars", async () => {
    const { errors } = await resolve({ ...emptyListingForm, price: '500', bedrooms: '2.5', yearBuilt: 'hace mucho' });
    expect(errors.title?.message).toBe('El título debe tener al menos 3 caracteres');
    expect(errors.price?.message).toBe('El precio debe ser al menos $1,000');
    expect(errors.type?.message).toBe('Elige el tipo de propiedad');
    expect(errors.municipality?.message).toBe('Elige un municipio de Puerto Rico');
    expect(errors.sizeM2?.message).toBe('El tamaño debe ser un número');
    expect(errors.bedrooms?.message).toBe('Los cuartos debe ser un número entero');
    expect(errors.floodZone?.message).toBe('Indica si está en zona inundable');
    expect(errors.yearBuilt?.message).toBe('El año de construcción debe ser un número');
    expect(errors).not.toHaveProperty('priceCents');
    expect((await resolve({ ...filled, price: '' })).errors.price?.message).toBe('Escribe el precio');
  });

  it('fills the form from a stored listing and sends back the same fields', async () => {
    const listing = {
      ...(await resolve(filled)).values,
      id: 'l1',
      barrio: 'Pueblo',
      imageUrl: null,
      status: 'draft',
      isExample: false,
      institutionName: null,
      photos: [],
      interestCount: 0,
      publishedAt: null,
      updatedAt: '2026-01-01T00:00:00Z',
    } as OwnerListing;
    const values = formValuesOf(listing);
    expect(values.price).toBe('185000.50');
    expect(values.bathrooms).toBe('');
    expect(values.crimAnnualTax).toBe('');
    expect(formValuesOf({ ...listing, crimAnnualTaxCents: 125_040 }).crimAnnualTax).toBe('1250.40');
    expect((await resolve(values)).values).toMatchObject({ priceCents: 18_500_050, barrio: 'Pueblo', bathrooms: null });
  });
});
