// The programmes as the public record stood when issue 35 was written (2026-11-27), published at start-up when a
// programme still has only its first version (service.ts ensureInitialVersion). Each figure's source is in
// `sources`; where no page was found, the note says the figure comes from the issue and the operator confirms it
// (docs/product/programme.md#two-programmes). The assistance's effective dates are the public record's own, so its
// history reads in the order things happened; the loan's is the day it is published (service.ts says why).
import {
  defaultProgrammeParameters,
  propertyTaxEstimate2026,
  type AssistanceParameters,
  type ProgrammeParameters,
  type ProgrammeSource,
} from '../../../shared/programme';

interface Seed<P> {
  effectiveFrom: string;
  sourceUrl: string;
  sources: ProgrammeSource[];
  note: string;
  parameters: P;
}

const metroLaunch =
  'https://www.metro.pr/noticias/2025/06/10/nuevo-programa-de-vivienda-para-jovenes-genera-confusion-por-falta-de-orientacion-a-la-banca';
const metroFirstClosing =
  'https://www.metro.pr/noticias/2025/08/10/mas-de-6000-jovenes-solicitan-orientacion-para-comprar-casa-con-nuevo-programa-del-gobierno/';
const telemundo =
  'https://www.telemundopr.com/historias-destacadas/banca-comercial-desconoce-como-ejecutara-programa-de-vivienda-para-jovenes/2724177/';
const hbaClosing =
  'https://www.elnuevodia.com/negocios/bienes-raices/notas/cierra-el-30-de-septiembre-el-programa-de-asistencia-al-comprador/';
const mitPage = 'https://recuperacion.pr.gov/en/downpayment-for-your-home';
const prontoAnnounced =
  'https://www.primerahora.com/noticias/gobierno-politica/notas/gobierno-te-podria-dar-hasta-60000-de-pronto-para-la-compra-de-un-hogar/';

const vivienda2026: ProgrammeParameters = {
  ...defaultProgrammeParameters,
  name: 'Vivienda Joven (AFV)',
  status: { state: 'open', since: '2025-06-09', applicationsOpenedOn: '2025-06-09' },
  // The property-tax estimate chosen from the public record (docs/decisions/0141-property-tax-estimate.md).
  costs: { ...defaultProgrammeParameters.costs, propertyTax: propertyTaxEstimate2026 },
};

const hbaClosed: AssistanceParameters = {
  name: 'Asistencia Directa al Comprador (CDBG-DR)',
  status: { state: 'closed', since: '2025-09-30', applicationsOpenedOn: '2020-07-15' },
  amounts: { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 },
  incomeLimits: null,
  propertyRules: { concreteRequired: false, vacantRequired: false, floodInsuranceInFloodZone: false },
  occupancyYears: 5,
};

/**
 * HUD's household-size ratios (70, 80, 90, 100, 108, 116, 124 and 132 % of the 4-person limit, each to the nearest
 * $50) from a 4-person limit of $72,950, which gives the issue's $51,050 for one person and $65,650 for three.
 */
const prontoIncomeLimits = [51_050, 58_350, 65_650, 72_950, 78_800, 84_600, 90_450, 96_300];

const pronto2026: AssistanceParameters = {
  name: "Pronto pa' tu casa (CDBG-MIT)",
  status: { state: 'open', since: '2026-01-20', applicationsOpenedOn: '2026-01-20' },
  amounts: { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 },
  incomeLimits: { byHouseholdSize: prontoIncomeLimits, perExtraPersonShare: 0.08 },
  propertyRules: { concreteRequired: true, vacantRequired: true, floodInsuranceInFloodZone: true },
  occupancyYears: 5,
};

export const published2026: { loan: Seed<ProgrammeParameters>[]; assistance: Seed<AssistanceParameters>[] } = {
  loan: [
    {
      effectiveFrom: '2025-06-09',
      sourceUrl: metroLaunch,
      sources: [
        {
          url: metroLaunch,
          covers:
            'Vivienda Joven (AFV), lanzado en junio de 2025: 21 a 35 años, estudios universitarios, técnicos o vocacionales en los últimos 5 años, hasta $330,000 a 5 % fijo, 98 % del valor y hasta 105 % con gastos de cierre.',
        },
        {
          url: metroFirstClosing,
          covers: 'Financia hasta el 98 % del precio o la tasación (lo menor) y hasta 7 % en gastos de cierre (105 % en total).',
        },
        { url: telemundo, covers: 'Ingresos de hasta $200,000; puntuación de crédito mínima de 600 o crédito alterno.' },
        {
          url: propertyTaxEstimate2026.basisSource ?? propertyTaxEstimate2026.source,
          covers: 'La base del estimado de la contribución sobre la propiedad (decisión 0141); las tasas, del CRIM.',
        },
      ],
      note:
        'Vivienda Joven de la AFV según la prensa de junio y agosto de 2025 (fuentes por cifra). Iguales a la versión 1: ' +
        'edades, graduación, hipoteca máxima, tasa, financiamiento, crédito e ingreso máximo. De Casa Joven PR y sin fuente ' +
        'publicada: el plazo de 30 años, la proporción de deuda a ingreso de 28 %, el ingreso mínimo de $20,000 y los 3 años ' +
        'sin vivienda propia; el operador los confirma. La asistencia para el pronto pago es ahora su propio programa. ' +
        'La contribución sobre la propiedad se estima con el modelo de la decisión 0141 (10 % del precio como valor ' +
        'tasado, entre 5 % y 20 %).',
      parameters: vivienda2026,
    },
  ],
  assistance: [
    {
      effectiveFrom: '2025-09-30',
      sourceUrl: hbaClosing,
      sources: [
        {
          url: hbaClosing,
          covers:
            'El Programa de Asistencia Directa al Comprador (CDBG-DR) aceptó solicitudes hasta el 30 de septiembre de 2025; hasta $45,000, y $55,000 para fuerza laboral crítica (categoría cerrada el 11 de julio de 2025).',
        },
      ],
      note:
        'Historia: el programa CDBG-DR cerró el 30 de septiembre de 2025. La fecha de apertura (15 de julio de 2020) es ' +
        'de la prensa de 2020; no cuenta en ningún presupuesto.',
      parameters: hbaClosed,
    },
    {
      effectiveFrom: '2026-01-20',
      sourceUrl: mitPage,
      sources: [
        {
          url: mitPage,
          covers:
            'Programa CDBG-MIT de la AFV: hasta $45,000, $55,000 con un miembro de la fuerza laboral crítica, $5,000 adicionales en un centro urbano certificado por Vivienda; 5 años de residencia principal.',
        },
        {
          url: prontoAnnounced,
          covers:
            'Nombre "Pronto pa\' tu casa", $100 millones de CDBG-MIT, solicitudes desde enero de 2026, ingresos según el tamaño del hogar.',
        },
      ],
      note:
        "Pronto pa' tu casa (CDBG-MIT). De la página del programa y la prensa (fuentes por cifra): las cantidades, el " +
        'adicional de centro urbano y los 5 años de ocupación. Del registro público citado en el issue 35, sin página ' +
        'encontrada aquí, y que el operador confirma: la apertura el 20 de enero de 2026, el límite de $51,050 para una ' +
        'persona, la casa de hormigón y desocupada, y el seguro de inundación en zona inundable. Los límites de 2 a 8 ' +
        'personas salen de las proporciones de HUD por tamaño de hogar (70 % a 132 % del límite de 4 personas, ' +
        '$72,950); más de 8: 8 % del límite de 4 personas por persona, redondeado a $50. El operador los compara con la ' +
        'tabla publicada del programa.',
      parameters: pronto2026,
    },
  ],
};
