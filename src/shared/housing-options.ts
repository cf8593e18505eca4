/**
 * The three housing options compared in the buyer journey (docs/product/screens.md#comparison, docs/product/constants.md#housing-options).
 * Pure data, shared by client and server.
 */

export type HousingOptionId = 'existing' | 'construction' | 'renovation';

export interface HousingOption {
  id: HousingOptionId;
  title: string;
  shortLabel: string;
  description: string;
  time: string;
  costRange: string;
  documentsLevel: string;
  imageUrl: string;
  procedures: string[];
}

export const housingOptions: HousingOption[] = [
  {
    id: 'existing',
    title: 'Casa Existente',
    shortLabel: 'Casa Lista',
    description: 'Compra una casa ya construida y lista para mudarte. Es el camino más rápido hacia tu primer hogar.',
    time: '30-60 días',
    costRange: '$100,000 - $330,000',
    documentsLevel: 'Documentos básicos',
    imageUrl: '/images/housing/existing.svg',
    procedures: ['Tasación de la propiedad', 'Inspección estructural', 'Verificación de título', 'Cierre del préstamo'],
  },
  {
    id: 'construction',
    title: 'Solar + Construcción',
    shortLabel: 'Solar + Construcción',
    description: 'Compra un solar y construye una casa a tu medida. Toma más tiempo y requiere permisos, planos y supervisión de la obra.',
    time: '6-12 meses',
    costRange: '$120,000 - $330,000',
    documentsLevel: 'Documentos extensos',
    imageUrl: '/images/housing/construction.svg',
    procedures: [
      'Permisos de construcción',
      'Planos arquitectónicos',
      'Contratista licenciado',
      'Supervisión de obra',
      'Inspecciones municipales',
    ],
  },
  {
    id: 'renovation',
    title: 'Remodelación',
    shortLabel: 'Remodelación',
    description:
      'Compra una propiedad que necesita reparaciones y remodélala a tu gusto. Suele costar menos, pero requiere estimados y permisos.',
    time: '3-8 meses',
    costRange: '$80,000 - $250,000',
    documentsLevel: 'Documentos moderados',
    imageUrl: '/images/housing/renovation.svg',
    procedures: ['Evaluación de mejoras', 'Estimados de contratistas', 'Permisos de remodelación', 'Inspección final'],
  },
];
