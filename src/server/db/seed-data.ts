/**
 * Seed data: financial institutions and sample properties.
 *
 * Pure data, no imports. Institution names and websites are real Puerto Rico
 * lenders, but every e-mail address lives under `example.com` and every phone
 * number is in the fictitious 555-01xx range, so a demo can never reach a
 * real bank. `banco-prueba` is a fictitious institution for tests.
 */

export type InstitutionKind = 'bank' | 'cooperative' | 'mortgage';

export interface SeedInstitution {
  slug: string;
  name: string;
  kind: InstitutionKind;
  contactMethod: 'email' | 'phone' | 'form';
  email: string | null;
  phone: string;
  website: string;
  description: string;
  isTest: boolean;
}

export const seedInstitutions: SeedInstitution[] = [
  // --- Bancos ---
  {
    slug: 'banco-popular',
    name: 'Banco Popular de Puerto Rico',
    kind: 'bank',
    contactMethod: 'email',
    email: 'hipotecas@banco-popular.example.com',
    phone: '(787) 555-0100',
    website: 'https://www.popular.com',
    description: 'Banco comercial con amplia red de sucursales y préstamos hipotecarios en toda la isla.',
    isTest: false,
  },
  {
    slug: 'firstbank',
    name: 'FirstBank Puerto Rico',
    kind: 'bank',
    contactMethod: 'email',
    email: 'prestamos@firstbank.example.com',
    phone: '(787) 555-0101',
    website: 'https://www.1firstbank.com',
    description: 'Banco comercial que ofrece préstamos hipotecarios y orientación para comprar tu primera casa.',
    isTest: false,
  },
  {
    slug: 'oriental-bank',
    name: 'Oriental Bank',
    kind: 'bank',
    contactMethod: 'email',
    email: 'hipotecas@oriental-bank.example.com',
    phone: '(787) 555-0102',
    website: 'https://www.orientalbank.com',
    description: 'Banco comercial con préstamos hipotecarios convencionales y FHA para compradores en Puerto Rico.',
    isTest: false,
  },
  {
    slug: 'bancoop',
    name: 'Banco Cooperativo de Puerto Rico (BanCoop)',
    kind: 'bank',
    contactMethod: 'email',
    email: 'servicio@bancoop.example.com',
    phone: '(787) 555-0103',
    website: 'https://www.bancoop.com',
    description: 'Banco del movimiento cooperativo que trabaja junto a las cooperativas de ahorro y crédito del país.',
    isTest: false,
  },
  {
    slug: 'nave-bank',
    name: 'Nave Bank',
    kind: 'bank',
    contactMethod: 'form',
    email: null,
    phone: '(787) 555-0104',
    website: 'https://www.navebank.com',
    description: 'Banco comunitario con enfoque digital; el contacto se hace mediante su formulario en línea.',
    isTest: false,
  },
  // --- Cooperativas ---
  {
    slug: 'coopaca',
    name: 'Cooperativa de Ahorro y Crédito de Arecibo (COOPACA)',
    kind: 'cooperative',
    contactMethod: 'email',
    email: 'prestamos@coopaca.example.com',
    phone: '(787) 555-0105',
    website: 'https://www.coopaca.com',
    description: 'Cooperativa del norte de la isla con préstamos hipotecarios para sus socios.',
    isTest: false,
  },
  {
    slug: 'caguas-coop',
    name: 'Cooperativa de Ahorro y Crédito de Caguas (Caguas Coop)',
    kind: 'cooperative',
    contactMethod: 'email',
    email: 'prestamos@caguas-coop.example.com',
    phone: '(787) 555-0106',
    website: 'https://www.caguascoop.com',
    description: 'Cooperativa de la región central con trato personal y préstamos para vivienda.',
    isTest: false,
  },
  {
    slug: 'vegacoop',
    name: 'Cooperativa de Ahorro y Crédito de Vega Alta (VegaCoop)',
    kind: 'cooperative',
    contactMethod: 'email',
    email: 'hipotecas@vegacoop.example.com',
    phone: '(787) 555-0107',
    website: 'https://www.vegacoop.com',
    description: 'Cooperativa que orienta a sus socios en la compra de solares, casas y construcción.',
    isTest: false,
  },
  {
    slug: 'coop-oriental',
    name: 'Cooperativa de Ahorro y Crédito Oriental (Coop Oriental)',
    kind: 'cooperative',
    contactMethod: 'email',
    email: 'prestamos@coop-oriental.example.com',
    phone: '(787) 555-0108',
    website: 'https://www.cooporiental.com',
    description: 'Cooperativa con sede en Humacao que sirve a socios de la región este.',
    isTest: false,
  },
  {
    slug: 'credicentro-coop',
    name: 'Credicentro-Coop',
    kind: 'cooperative',
    contactMethod: 'phone',
    email: null,
    phone: '(787) 555-0109',
    website: 'https://credicentrocoop.com',
    description: 'Cooperativa de la zona montañosa con sede en Barranquitas; atiende consultas por teléfono.',
    isTest: false,
  },
  // --- Hipotecarias ---
  {
    slug: 'popular-mortgage',
    name: 'Popular Mortgage',
    kind: 'mortgage',
    contactMethod: 'email',
    email: 'precualificacion@popular-mortgage.example.com',
    phone: '(787) 555-0110',
    website: 'https://www.popular.com',
    description: 'División hipotecaria de Banco Popular especializada en préstamos para comprar o refinanciar.',
    isTest: false,
  },
  {
    slug: 'firstbank-hipotecas',
    name: 'FirstBank Hipotecas',
    kind: 'mortgage',
    contactMethod: 'email',
    email: 'consultores@firstbank-hipotecas.example.com',
    phone: '(787) 555-0111',
    website: 'https://hipotecas.1firstbank.com',
    description: 'Unidad hipotecaria de FirstBank con consultores que guían el proceso paso a paso.',
    isTest: false,
  },
  // --- Institución ficticia para pruebas ---
  {
    slug: 'banco-prueba',
    name: 'Banco de Prueba Casa Joven',
    kind: 'bank',
    contactMethod: 'email',
    email: 'contacto@banco-prueba.example.com',
    phone: '(787) 555-0199',
    website: 'https://banco-prueba.example.com',
    description: 'Banco ficticio para pruebas. No es una institución real.',
    isTest: true,
  },
  {
    slug: 'coop-prueba',
    name: 'Cooperativa de Prueba Casa Joven',
    kind: 'cooperative',
    contactMethod: 'email',
    email: 'contacto@coop-prueba.example.com',
    phone: '(787) 555-0198',
    website: 'https://coop-prueba.example.com',
    description: 'Cooperativa ficticia para pruebas. No es una institución real.',
    isTest: true,
  },
];

export interface SeedProperty {
  id: string;
  title: string;
  priceCents: number;
  sizeM2: number;
  type: 'casa' | 'solar' | 'reparacion';
  municipality: string;
  bedrooms: number | null;
  bathrooms: number | null;
  description: string;
  imageUrl: string;
}

export const seedProperties: SeedProperty[] = [
  {
    id: 'prop-1',
    title: 'Casa de concreto en urbanización de Bayamón',
    priceCents: 14_500_000,
    sizeM2: 120,
    type: 'casa',
    municipality: 'Bayamón',
    bedrooms: 3,
    bathrooms: 2,
    description: 'Casa de una planta con marquesina y patio, cerca de escuelas y del tren. Lista para mudarse.',
    imageUrl: '/images/properties/prop-1.svg',
  },
  {
    id: 'prop-2',
    title: 'Solar residencial en Caguas',
    priceCents: 9_500_000,
    sizeM2: 600,
    type: 'solar',
    municipality: 'Caguas',
    bedrooms: null,
    bathrooms: null,
    description: 'Solar llano con acceso a agua y luz, ideal para construir tu casa a la medida. Vista a las montañas del valle.',
    imageUrl: '/images/properties/prop-2.svg',
  },
  {
    id: 'prop-3',
    title: 'Casa con balcón en Ponce',
    priceCents: 12_800_000,
    sizeM2: 105,
    type: 'casa',
    municipality: 'Ponce',
    bedrooms: 3,
    bathrooms: 1,
    description: 'Casa con balcón al frente y cocina remodelada. Ubicada a minutos del centro del pueblo.',
    imageUrl: '/images/properties/prop-3.svg',
  },
  {
    id: 'prop-4',
    title: 'Casa amplia en Carolina',
    priceCents: 21_000_000,
    sizeM2: 150,
    type: 'casa',
    municipality: 'Carolina',
    bedrooms: 3,
    bathrooms: 2,
    description: 'Casa espaciosa con terraza techada y placas solares. Cerca de la playa y de centros comerciales.',
    imageUrl: '/images/properties/prop-4.svg',
  },
  {
    id: 'prop-5',
    title: 'Casa para remodelar en Mayagüez',
    priceCents: 10_500_000,
    sizeM2: 110,
    type: 'reparacion',
    municipality: 'Mayagüez',
    bedrooms: 3,
    bathrooms: 1,
    description: 'Estructura sólida que necesita techo, pintura y ventanas nuevas. Buena oportunidad para personalizarla a tu gusto.',
    imageUrl: '/images/properties/prop-5.svg',
  },
  {
    id: 'prop-6',
    title: 'Casa cerca del mar en Humacao',
    priceCents: 16_800_000,
    sizeM2: 115,
    type: 'casa',
    municipality: 'Humacao',
    bedrooms: 2,
    bathrooms: 2,
    description: 'Casa ventilada con patio y árboles frutales, a pocos minutos de la costa. Incluye cisterna de agua.',
    imageUrl: '/images/properties/prop-6.svg',
  },
];
