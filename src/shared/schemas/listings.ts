// Listings (docs/product/listings.md): what institutions and the operator publish, what buyers browse, and "Me interesa".
// The contract of /api/institution/listings, /api/admin/listings and /api/properties; money is in integer cents.
import { z } from 'zod';
import '../zod-locale';
import { exactMultilineText, exactText, multilineText, plainText } from './text';
import { propertyTypes } from '../choices';
import { municipalities } from '../municipalities';
import { optionalParam as optional, wholeNumber } from './filters';
import { propertySchema } from './properties';

export const listingStatuses = ['draft', 'published', 'sold'] as const;
export type ListingStatus = (typeof listingStatuses)[number];
export const listingStatusLabels: Record<ListingStatus, string> = { draft: 'Borrador', published: 'Publicada', sold: 'Vendida' };

export const floodZones = ['si', 'no', 'desconocido'] as const;
export type FloodZone = (typeof floodZones)[number];
export const floodZoneLabels: Record<FloodZone, string> = { si: 'Sí', no: 'No', desconocido: 'No se sabe' };

/**
 * What a listing knows of the assistance programme's property rules (docs/product/listings.md#property-rules), each
 * sí / no / desconocido like the flood zone: built in concrete, vacant at closing, in a certified urban centre.
 */
export const propertyRuleAnswers = floodZones;
export type PropertyRuleAnswer = FloodZone;
export const propertyRuleLabels = {
  construction: 'Construcción en hormigón',
  vacantAtClosing: 'Vacía al momento del cierre',
  urbanCentreCertified: 'En un centro urbano certificado',
} as const;
/** The yearly CRIM bill a listing may carry: up to $100,000 a year, in cents. */
export const maxCrimAnnualTaxCents = 10_000_000;

/** docs/product/listings.md#photos */
export const maxPhotosPerListing = 12;
export const maxPhotoBytes = 15 * 1024 * 1024;
/** The WebP widths stored for each photo (cards use the first two, the gallery all of them). */
export const photoWidths = [480, 960, 1600] as const;

export const listingLimits = {
  titleMax: 120,
  descriptionMax: 4000,
  /** $1,000 to $10,000,000. */
  minPriceCents: 100_000,
  maxPriceCents: 1_000_000_000,
  barrioMax: 80,
  addressMax: 200,
  contactMethodMax: 200,
  sizeMax: 100_000,
  roomsMax: 20,
  yearMin: 1800,
} as const;

const intIn = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe ser un número entero`)
    .min(min, `${label} debe ser al menos ${min.toLocaleString('es-PR')}`)
    .max(max, `${label} no puede pasar de ${max.toLocaleString('es-PR')}`);
const optionalText = (max: number, message: string) =>
  plainText()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** The fields staff and the operator fill in; the same schema validates the form, the API and each CSV row. */
export const listingFieldsSchema = z.object({
  title: plainText({ error: 'Escribe un título' })
    .min(3, 'El título debe tener al menos 3 caracteres')
    .max(listingLimits.titleMax, `El título no puede pasar de ${listingLimits.titleMax} caracteres`),
  description: multilineText({ error: 'Escribe una descripción' })
    .min(10, 'La descripción debe tener al menos 10 caracteres')
    .max(listingLimits.descriptionMax, `La descripción no puede pasar de ${listingLimits.descriptionMax} caracteres`),
  priceCents: z
    .number({ error: 'Escribe el precio' })
    .int('El precio debe ser una cantidad exacta en centavos')
    .min(listingLimits.minPriceCents, 'El precio debe ser al menos $1,000')
    .max(listingLimits.maxPriceCents, 'El precio no puede pasar de $10,000,000'),
  type: z.enum(propertyTypes, { error: 'Elige el tipo de propiedad' }),
  municipality: z.enum(municipalities, { error: 'Elige un municipio de Puerto Rico' }),
  barrio: optionalText(listingLimits.barrioMax, `El barrio no puede pasar de ${listingLimits.barrioMax} caracteres`),
  addressLine: optionalText(listingLimits.addressMax, `La dirección no puede pasar de ${listingLimits.addressMax} caracteres`),
  sizeM2: intIn('El tamaño', 1, listingLimits.sizeMax),
  bedrooms: intIn('Los cuartos', 0, listingLimits.roomsMax).nullable(),
  bathrooms: intIn('Los baños', 0, listingLimits.roomsMax).nullable(),
  lotSizeM2: intIn('El tamaño del solar', 1, 10_000_000).nullable(),
  floodZone: z.enum(floodZones, { error: 'Indica si está en zona inundable' }),
  yearBuilt: intIn('El año de construcción', listingLimits.yearMin, 2100).nullable(),
  contactMethod: optionalText(
    listingLimits.contactMethodMax,
    `El método de contacto no puede pasar de ${listingLimits.contactMethodMax} caracteres`,
  ),
  // Optional, so publishers and files that predate them keep working: a missing one is stored as unknown (or no bill).
  /** "Contribución anual (CRIM)": the buyer's monthly cost uses it instead of the estimate. */
  crimAnnualTaxCents: z
    .number({ error: 'La contribución anual (CRIM) debe ser una cantidad' })
    .int('La contribución anual (CRIM) debe ser una cantidad exacta en centavos')
    .min(0, 'La contribución anual (CRIM) no puede ser negativa')
    .max(maxCrimAnnualTaxCents, 'La contribución anual (CRIM) no puede pasar de $100,000')
    .nullable()
    .optional(),
  construction: z.enum(propertyRuleAnswers, { error: 'Indica si la construcción es en hormigón: sí, no o no se sabe' }).optional(),
  vacantAtClosing: z.enum(propertyRuleAnswers, { error: 'Indica si estará vacía al cierre: sí, no o no se sabe' }).optional(),
  urbanCentreCertified: z
    .enum(propertyRuleAnswers, { error: 'Indica si está en un centro urbano certificado: sí, no o no se sabe' })
    .optional(),
});
/** As parsed (empty texts are null). */
export type ListingFields = z.infer<typeof listingFieldsSchema>;
/** As a form or a client sends them. */
export type ListingFieldsInput = z.input<typeof listingFieldsSchema>;

/** POST /api/institution/listings and /api/admin/listings: a new listing starts as a draft. */
export const createListingSchema = listingFieldsSchema;

/** PATCH …/listings/{id}: any fields, and/or a move between draft, published and sold. */
export const updateListingSchema = listingFieldsSchema
  .partial()
  .extend({ status: z.enum(listingStatuses, { error: 'Estado desconocido' }).optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'No hay cambios que guardar');
export type UpdateListing = z.input<typeof updateListingSchema>;

/** One stored photo: its sizes as a ready `srcset`, and the smallest as `src`. */
export const listingPhotoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  src: z.string(),
  srcset: z.string(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** A listing as its publisher sees it on the publishing screens (every field, the address included). */
export const ownerListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  type: z.enum(propertyTypes),
  municipality: z.string(),
  barrio: z.string().nullable(),
  addressLine: z.string().nullable(),
  sizeM2: z.number().int(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  lotSizeM2: z.number().int().nullable(),
  floodZone: z.enum(floodZones),
  yearBuilt: z.number().int().nullable(),
  crimAnnualTaxCents: z.number().int().nullable(),
  construction: z.enum(propertyRuleAnswers),
  vacantAtClosing: z.enum(propertyRuleAnswers),
  urbanCentreCertified: z.enum(propertyRuleAnswers),
  contactMethod: z.string().nullable(),
  /** The sample homes' drawing (listings have photos instead). */
  imageUrl: z.string().nullable(),
  status: z.enum(listingStatuses),
  isExample: z.boolean(),
  /** The publishing institution's name; null for the operator's own. */
  institutionName: z.string().nullable(),
  photos: z.array(listingPhotoSchema),
  /** How many buyers pressed "Me interesa". */
  interestCount: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

/** Listings per page on the publishing screens. */
export const ownerListingsPageSize = 50;

export const ownerListingsQuerySchema = z.object({
  status: optional(z.enum(listingStatuses, { error: 'Estado desconocido' })),
  cursor: optional(exactText().max(200)),
});
export const ownerListingsPageSchema = z.object({ items: z.array(ownerListingSchema), nextCursor: z.string().nullable() });
export type OwnerListingsPage = z.infer<typeof ownerListingsPageSchema>;

/** A listing as a buyer sees it in the list: no address line, no contact method. */
export const browseListingSchema = propertySchema.extend({
  barrio: z.string().nullable(),
  lotSizeM2: z.number().int().nullable(),
  floodZone: z.enum(floodZones),
  yearBuilt: z.number().int().nullable(),
  /** The CRIM's yearly bill when the publisher gave it; the monthly cost says "según el CRIM". */
  crimAnnualTaxCents: z.number().int().nullable(),
  construction: z.enum(propertyRuleAnswers),
  vacantAtClosing: z.enum(propertyRuleAnswers),
  urbanCentreCertified: z.enum(propertyRuleAnswers),
  isExample: z.boolean(),
  status: z.enum(listingStatuses),
  /** "Banco X", or the programme for the operator's own listings. */
  publisherName: z.string(),
  /** The first photo, or null (the card then shows `imageUrl`, or a drawing of its type). */
  coverPhoto: listingPhotoSchema.nullable(),
  publishedAt: z.string().nullable(),
});
export type BrowseListing = z.infer<typeof browseListingSchema>;

export const propertySorts = ['newest', 'price_asc', 'price_desc'] as const;
export type PropertySort = (typeof propertySorts)[number];
export const propertySortLabels: Record<PropertySort, string> = {
  newest: 'Más recientes',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
};
export const propertiesPageSize = 12;

const typeList = exactText()
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(z.enum(propertyTypes, { error: 'Tipo de propiedad desconocido' })).max(propertyTypes.length));

/** GET /api/properties: prices in whole dollars, `type` a comma-separated list, `fits=1` the buyer's total budget. */
export const propertiesQuerySchema = z
  .object({
    minPrice: optional(wholeNumber('El precio mínimo', 0, 10_000_000)),
    maxPrice: optional(wholeNumber('El precio máximo', 0, 10_000_000)),
    municipio: optional(z.enum(municipalities, { error: 'Municipio desconocido' })),
    type: optional(typeList),
    bedrooms: optional(wholeNumber('Los cuartos', 0, listingLimits.roomsMax)),
    fits: optional(z.enum(['1', 'true'], { error: 'Valor no válido para «dentro de mi presupuesto»' })),
    sort: optional(z.enum(propertySorts, { error: 'Orden desconocido' })),
    cursor: optional(exactText().max(200)),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'El precio mínimo no puede ser mayor que el máximo',
    path: ['minPrice'],
  });
export type PropertiesQuery = z.input<typeof propertiesQuerySchema>;

export const propertiesPageSchema = z.object({
  items: z.array(browseListingSchema),
  /** How many published listings match the filters (the "Mostrando N propiedades" text). */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  /** Every municipality with a published listing, in Spanish order, for the select. */
  municipalities: z.array(z.string()),
});
export type PropertiesPage = z.infer<typeof propertiesPageSchema>;

/**
 * The listing against the assistance programme in force (src/shared/domain/assistance-property.ts): "Elegible para
 * Pronto pa' tu casa: sí / no / por confirmar", why, what is left to confirm, and what its facts mean for the buyer.
 */
export const assistancePropertyCheckSchema = z.object({
  verdict: z.enum(['si', 'no', 'por-confirmar']),
  label: z.string(),
  reasons: z.array(z.string()),
  toConfirm: z.array(z.string()),
  floodInsuranceRequired: z.boolean().nullable(),
  urbanCentreBonus: z.number().nullable(),
});

/** GET /api/properties/{id}: the detail page; the address line only once this buyer asked about it. */
export const propertyDetailSchema = browseListingSchema.extend({
  photos: z.array(listingPhotoSchema),
  contactMethod: z.string().nullable(),
  addressLine: z.string().nullable(),
  /** Whether "Me interesa" applies: an institution's published listing (the operator's show `contactMethod`). */
  canAsk: z.boolean(),
  /** This buyer's question about it, while the consent stands. */
  interest: z.object({ askedAt: z.string(), conversationId: z.string().nullable() }).nullable(),
  /** Judged with the assistance programme's version in force. */
  assistance: assistancePropertyCheckSchema,
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const listingInterestMessageMax = 1000;
/** POST /api/properties/{id}/interest */
export const listingInterestSchema = z.object({
  message: multilineText()
    .max(listingInterestMessageMax, `El mensaje no puede pasar de ${listingInterestMessageMax} caracteres`)
    .optional()
    .default(''),
});
/**
 * The consent the buyer gives by pressing "Me interesa": the screen shows it and the consent record keeps it verbatim
 * (docs/product/listings.md#me-interesa). `institutionName` as the buyer sees it.
 */
export function listingInterestConsentText(institutionName: string, listingTitle: string): string {
  return `Me interesa la propiedad «${listingTitle}». Autorizo a ${institutionName} a ver mi nombre, correo electrónico y teléfono móvil para contactarme sobre esta propiedad y mi préstamo hipotecario. Puedo retirar esta autorización cuando quiera.`;
}

export const listingInterestResultSchema = z.object({ conversationId: z.string(), connectionRequestId: z.string(), askedAt: z.string() });
export type ListingInterestResult = z.infer<typeof listingInterestResultSchema>;

/** POST /api/admin/listings/import: the CSV's text; `dryRun` previews without writing. */
export const listingImportSchema = z.object({
  csv: exactMultilineText({ error: 'Adjunta el archivo CSV' })
    .min(1, 'El archivo CSV está vacío')
    .max(2_000_000, 'El archivo CSV es demasiado grande (máximo 2 MB)'),
  dryRun: z.boolean().optional().default(false),
});
export const listingImportRowSchema = z.object({
  /** The CSV line (the header is line 1). */
  line: z.number().int(),
  title: z.string(),
  errors: z.array(z.string()),
});
export const listingImportResultSchema = z.object({
  rows: z.array(listingImportRowSchema),
  /** Every row valid (and, without dryRun, written). */
  valid: z.boolean(),
  created: z.number().int(),
});
export type ListingImportResult = z.infer<typeof listingImportResultSchema>;

export const listingParamsSchema = z.object({ id: exactText().max(64) });
export const listingPhotoParamsSchema = z.object({ id: exactText().max(64), photoId: exactText().max(64) });

/** PATCH …/photos/{photoId}: where the photo goes in the listing's order (0 is the cover). */
export const movePhotoSchema = z.object({
  position: z
    .number({ error: 'Indica la posición de la foto' })
    .int('La posición debe ser un número entero')
    .min(0, 'La posición no puede ser negativa')
    .max(maxPhotosPerListing - 1, `La posición no puede pasar de ${maxPhotosPerListing - 1}`),
});
