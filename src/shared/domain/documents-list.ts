// The documents a Puerto Rico mortgage lender and the homebuyer-assistance programme ask for, chosen by the buyer's
// profile (docs/product/screens.md#documents). Wording follows what local banks and cooperatives put on their checklists.
import type { DocumentCategory, DocumentsProfile } from '../schemas/documents';

const identity: DocumentCategory = {
  category: 'Identificación',
  docs: ['Identificación con foto vigente (licencia de conducir o pasaporte)', 'Tarjeta de Seguro Social', 'Certificado de nacimiento'],
};

const taxReturns = 'Planillas de contribución sobre ingresos de los últimos dos años';
const servicesForms = 'Formularios 480.6A y 480.6B de los últimos dos años';
const profitAndLoss = 'Estado de ganancias y pérdidas del año en curso, preparado por un contador público autorizado (CPA)';
const haciendaDebt = 'Certificación de deuda de Hacienda (Modelo SC 6096)';
// Puerto Rico's own proof of income, which local lenders ask for beside (or instead of) the IRS's transcripts.
const haciendaIncome = 'Certificación de ingresos de Hacienda (Modelo SC 2907)';

const incomeDocs: Record<DocumentsProfile['employmentType'], string[]> = {
  employed: [
    taxReturns,
    haciendaIncome,
    'Formularios W-2 de los últimos dos años',
    'Dos talonarios de pago recientes',
    'Certificación de empleo del patrono (puesto, salario y fecha de comienzo)',
  ],
  'self-employed': [
    `${taxReturns}, con todos sus anejos`,
    haciendaIncome,
    servicesForms,
    profitAndLoss,
    haciendaDebt,
    'Certificado de Registro de Comerciante (SURI)',
  ],
  contract: [
    `${taxReturns}, con todos sus anejos`,
    haciendaIncome,
    servicesForms,
    'Copia de los contratos de servicios vigentes',
    profitAndLoss,
    haciendaDebt,
  ],
};

const finances: DocumentCategory = {
  category: 'Finanzas',
  docs: [
    'Estados de cuenta bancarios de los últimos tres meses',
    'Certificación de ASUME (pensión alimentaria)',
    'Certificación de radicación de planillas de Hacienda (Modelo SC 6088)',
    'Certificación de deuda del CRIM',
  ],
};

const civilStatusDocs: Record<DocumentsProfile['maritalStatus'], string[]> = {
  single: [],
  married: [
    'Certificado de matrimonio',
    'Identificación con foto y tarjeta de Seguro Social del cónyuge',
    'Documentos de ingresos del cónyuge (talonarios, W-2 y planillas de los últimos dos años)',
  ],
  divorced: ['Sentencia de divorcio', 'Estipulación o resolución de pensión alimentaria, si aplica'],
};

const propertyDocs: Record<DocumentsProfile['housingType'], string[]> = {
  existing: ['Contrato de opción de compraventa firmado', 'Número de catastro de la propiedad', 'Tasación de la propiedad'],
  construction: [
    'Contrato de opción de compraventa del solar',
    'Número de catastro del solar',
    'Tasación del solar y de la obra propuesta',
  ],
  renovation: [
    'Contrato de opción de compraventa firmado',
    'Número de catastro de la propiedad',
    'Tasación de la propiedad antes y después de las mejoras',
  ],
};

const housingOptionCategory: Record<DocumentsProfile['housingType'], DocumentCategory | null> = {
  existing: null,
  construction: {
    category: 'Construcción en solar',
    docs: [
      'Título de propiedad del solar (escritura)',
      'Planos certificados por un arquitecto o ingeniero licenciado',
      'Permisos de construcción (OGPe)',
      'Contrato con un contratista licenciado',
    ],
  },
  renovation: {
    category: 'Remodelación',
    docs: ['Estimados de contratistas licenciados', 'Permisos de remodelación (OGPe o municipio)'],
  },
};

const programme: DocumentCategory = {
  category: 'Programa de asistencia',
  docs: ['Certificado del curso de educación para compradores de vivienda', 'Declaración jurada de que no posees una vivienda'],
};

/** The personalised list, grouped by category, in the order a lender reviews them. Empty categories are left out. */
export function documentsList(profile: DocumentsProfile): DocumentCategory[] {
  const categories: Array<DocumentCategory | null> = [
    identity,
    { category: 'Ingresos', docs: incomeDocs[profile.employmentType] },
    finances,
    { category: 'Estado civil', docs: civilStatusDocs[profile.maritalStatus] },
    profile.hasDependents ? { category: 'Dependientes', docs: ['Certificados de nacimiento de tus dependientes'] } : null,
    { category: 'Propiedad', docs: propertyDocs[profile.housingType] },
    housingOptionCategory[profile.housingType],
    programme,
  ];
  return categories
    .filter((c): c is DocumentCategory => c !== null && c.docs.length > 0)
    .map((c) => ({ category: c.category, docs: [...c.docs] }));
}

/**
 * A checklist item's stable id: its words without accents, in lower case, joined by '-' and cut at 80 characters.
 * Uploads name the item they answer by it (src/shared/schemas/buyer-documents.ts).
 */
export function checklistItemId(doc: string): string {
  return doc
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
}

/** The items of a generated list, by id, with the checklist's words. */
export function checklistItems(categories: DocumentCategory[]): Map<string, string> {
  return new Map(categories.flatMap((category) => category.docs.map((doc) => [checklistItemId(doc), doc] as const)));
}
