// The "Nueva propiedad" / edit form's values as typed (texts; the price in dollars) and their way to the API's fields
// (docs/product/listings.md#fields): the one zod schema of the API and the CSV import checks them, so every message
// is the server's own Spanish one, under its field.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PropertyType } from '../../../shared/choices';
import { typedDollarsToCents } from '../../../shared/money';
import {
  listingFieldsSchema,
  type FloodZone,
  type ListingFields,
  type ListingFieldsInput,
  type OwnerListing,
  type PropertyRuleAnswer,
} from '../../../shared/schemas/listings';

export interface ListingFormValues {
  title: string;
  description: string;
  /** Dollars as typed: "185000", "185,000.50", "$185,000". */
  price: string;
  type: PropertyType | '';
  municipality: string;
  barrio: string;
  addressLine: string;
  sizeM2: string;
  bedrooms: string;
  bathrooms: string;
  lotSizeM2: string;
  floodZone: FloodZone | '';
  yearBuilt: string;
  /** The CRIM's yearly bill in dollars as typed; empty when the publisher does not know it. */
  crimAnnualTax: string;
  construction: PropertyRuleAnswer;
  vacantAtClosing: PropertyRuleAnswer;
  urbanCentreCertified: PropertyRuleAnswer;
  contactMethod: string;
}

export const emptyListingForm: ListingFormValues = {
  title: '',
  description: '',
  price: '',
  type: '',
  municipality: '',
  barrio: '',
  addressLine: '',
  sizeM2: '',
  bedrooms: '',
  bathrooms: '',
  lotSizeM2: '',
  floodZone: '',
  yearBuilt: '',
  crimAnnualTax: '',
  construction: 'desconocido',
  vacantAtClosing: 'desconocido',
  urbanCentreCertified: 'desconocido',
  contactMethod: '',
};

const cleanNumber = (text: string) => text.replace(/[\s,$]/g, '');

/** Dollars as typed, in cents (src/shared/money.ts); undefined when empty, NaN when not a price (the schema then says so). */
export function dollarsToCents(text: string): number | undefined {
  const cents = typedDollarsToCents(text);
  return cents === 'invalid' ? Number.NaN : cents;
}

/** Cents as the form shows them: "185000", or "185000.50". */
export const centsAsTyped = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** A whole number as typed; `missing` when empty (undefined for a required field, null for an optional one). */
function count<T extends undefined | null>(text: string, missing: T): number | T {
  const clean = cleanNumber(text);
  if (clean === '') return missing;
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

export function toListingInput(values: ListingFormValues): ListingFieldsInput {
  return {
    title: values.title,
    description: values.description,
    priceCents: dollarsToCents(values.price) as number,
    type: values.type as PropertyType,
    municipality: values.municipality as ListingFieldsInput['municipality'],
    barrio: values.barrio,
    addressLine: values.addressLine,
    sizeM2: count(values.sizeM2, undefined) as number,
    bedrooms: count(values.bedrooms, null),
    bathrooms: count(values.bathrooms, null),
    lotSizeM2: count(values.lotSizeM2, null),
    floodZone: values.floodZone as FloodZone,
    yearBuilt: count(values.yearBuilt, null),
    // Empty clears the bill on an edit (null), so the monthly cost goes back to the estimate.
    crimAnnualTaxCents: values.crimAnnualTax.trim() === '' ? null : (dollarsToCents(values.crimAnnualTax) as number),
    construction: values.construction,
    vacantAtClosing: values.vacantAtClosing,
    urbanCentreCertified: values.urbanCentreCertified,
    contactMethod: values.contactMethod,
  };
}

export function formValuesOf(listing: OwnerListing): ListingFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    title: listing.title,
    description: listing.description,
    price: centsAsTyped(listing.priceCents),
    type: listing.type,
    municipality: listing.municipality,
    barrio: listing.barrio ?? '',
    addressLine: listing.addressLine ?? '',
    sizeM2: String(listing.sizeM2),
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    lotSizeM2: text(listing.lotSizeM2),
    floodZone: listing.floodZone,
    yearBuilt: text(listing.yearBuilt),
    crimAnnualTax: listing.crimAnnualTaxCents === null ? '' : centsAsTyped(listing.crimAnnualTaxCents),
    construction: listing.construction,
    vacantAtClosing: listing.vacantAtClosing,
    urbanCentreCertified: listing.urbanCentreCertified,
    contactMethod: listing.contactMethod ?? '',
  };
}

/** The form's field for a path of the API's schema (the price is typed in dollars under another name). */
export function formFieldOf(path: PropertyKey | undefined): keyof ListingFormValues | null {
  if (path === 'priceCents') return 'price';
  if (path === 'crimAnnualTaxCents') return 'crimAnnualTax';
  return typeof path === 'string' && path in emptyListingForm ? (path as keyof ListingFormValues) : null;
}

/** react-hook-form's resolver: `listingFieldsSchema` on the converted values, each first message under its field. */
export const listingFormResolver: Resolver<ListingFormValues, unknown, ListingFields> = (values) => {
  const parsed = listingFieldsSchema.safeParse(toListingInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<ListingFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
