// The preview before publishing: one sample buyer run through both programmes' versions in force and through the
// draft (of the loan or of the assistance, with the other programme's version in force), with the same shared rules
// the server stores results with (docs/product/programme.md#programme-parameters-as-data).
import { useId, useState } from 'react';
import { calculateBudget, type HouseholdCategory, type Zone } from '../../../shared/domain/calculator';
import { evaluateEligibility } from '../../../shared/domain/eligibility';
import { homeCost } from '../../../shared/domain/home-cost';
import { MonthlyCostLines } from '../../components/monthly-cost-lines';
import { zoneLabels } from '../../../shared/choices';
import type { AssistanceParameters, ProgrammeKind, ProgrammeParameters } from '../../../shared/programme';
import { puertoRicoYear } from '../../../shared/time-zone';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { formatUsd } from '../../lib/format';

const householdLabels: Record<HouseholdCategory, string> = {
  standard: 'Estándar',
  'critical-workforce': 'Fuerza laboral crítica',
};

/** Both programmes' parameters: the sample buyer is judged by each. */
export interface BothParameters {
  loan: ProgrammeParameters;
  assistance: AssistanceParameters;
}

interface SampleBuyer {
  householdSize: string;
  age: string;
  graduationYear: string;
  annualIncome: string;
  monthlyDebts: string;
  downPayment: string;
  zone: Zone;
  householdCategory: HouseholdCategory;
}

const numberFields = [
  { key: 'age', label: 'Edad', inputMode: 'numeric' },
  { key: 'householdSize', label: 'Personas en el hogar', inputMode: 'numeric' },
  { key: 'graduationYear', label: 'Año de graduación', inputMode: 'numeric' },
  { key: 'annualIncome', label: 'Ingreso anual ($)', inputMode: 'decimal' },
  { key: 'monthlyDebts', label: 'Deudas mensuales ($)', inputMode: 'decimal' },
  { key: 'downPayment', label: 'Pronto pago ($)', inputMode: 'decimal' },
] as const;

const numberOf = (text: string) => {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) && Number(cleaned) >= 0 ? Number(cleaned) : null;
};

type Buyer = {
  householdSize: number;
  age: number;
  graduationYear: number;
  annualIncome: number;
  monthlyDebts: number;
  downPayment: number;
  zone: Zone;
  householdCategory: HouseholdCategory;
};

/** What the buyer would see under these parameters: the eligibility outcome and the calculator's figures. */
function outcomeFor(buyer: Buyer, { loan: p, assistance: a }: BothParameters) {
  // Everything the sample does not ask is the answer that passes, so the figures the operator changes decide.
  const eligibility = evaluateEligibility(
    {
      age: buyer.age,
      graduationYear: buyer.graduationYear,
      annualIncome: buyer.annualIncome,
      employmentStatus: 'full-time',
      housingHistory: 'first-time',
      residencyStatus: 'yes',
      householdCategory: buyer.householdCategory,
      creditScoreBand: 'meets-minimum',
      educationCertificate: 'have',
      householdSize: buyer.householdSize,
    },
    puertoRicoYear(new Date()),
    p,
    a,
  );
  const budget = calculateBudget(buyer, p, a);
  // As the server does: without a price of the buyer's own, the whole cost of the most they can buy.
  const cost = homeCost(
    {
      maxMortgage: budget.maxMortgage,
      subsidy: budget.hbaSubsidy,
      downPayment: buyer.downPayment,
      assumptions: { homePrice: budget.totalBudget },
    },
    p,
  );
  return { eligibility, budget, cost };
}

type Outcome = ReturnType<typeof outcomeFor>;

const reasonsText = (reasons: string[]) => (reasons.length === 0 ? 'Ninguna' : reasons.join('. '));

const rows: Array<{ label: string; value: (o: Outcome) => string }> = [
  { label: 'Préstamo: califica', value: (o) => (o.eligibility.programmes.loan.qualifies ? 'Sí' : 'No') },
  { label: 'Préstamo: razones', value: (o) => reasonsText(o.eligibility.programmes.loan.reasons) },
  { label: 'Asistencia: califica', value: (o) => (o.eligibility.programmes.assistance.qualifies ? 'Sí' : 'No') },
  { label: 'Asistencia: razones', value: (o) => reasonsText(o.eligibility.programmes.assistance.reasons) },
  { label: 'Asistencia de elegibilidad', value: (o) => formatUsd(o.eligibility.programmes.assistance.amount) },
  { label: 'Hipoteca máxima', value: (o) => formatUsd(o.budget.maxMortgage) },
  { label: 'Pago mensual', value: (o) => formatUsd(o.budget.monthlyPayment) },
  { label: 'Asistencia en el presupuesto', value: (o) => formatUsd(o.budget.hbaSubsidy) },
  { label: 'Presupuesto total', value: (o) => formatUsd(o.budget.totalBudget) },
  { label: 'Costo mensual total', value: (o) => formatUsd(o.cost.monthlyCost.total) },
  { label: 'Efectivo para el cierre', value: (o) => formatUsd(o.cost.cashToClose.total) },
];

export function ProgrammePreview({
  kind,
  current,
  currentVersion,
  draft,
}: {
  /** The programme being drafted; the other one is its version in force in both columns. */
  kind: ProgrammeKind;
  current: BothParameters;
  currentVersion: number;
  /** null while a figure of the draft is missing or not valid. */
  draft: BothParameters | null;
}) {
  const titleId = useId();
  const [sample, setSample] = useState<SampleBuyer>(() => ({
    householdSize: '3',
    age: '28',
    graduationYear: String(puertoRicoYear(new Date()) - 2),
    annualIncome: '60000',
    monthlyDebts: '0',
    downPayment: '5000',
    zone: 'urban',
    householdCategory: 'standard',
  }));
  const numbers = Object.fromEntries(numberFields.map((f) => [f.key, numberOf(sample[f.key])])) as Record<
    (typeof numberFields)[number]['key'],
    number | null
  >;
  const complete = Object.values(numbers).every((value) => value !== null);
  const buyer = complete ? ({ ...sample, ...numbers } as Buyer) : null;
  const inForce = buyer ? outcomeFor(buyer, current) : null;
  const drafted = buyer && draft ? outcomeFor(buyer, draft) : null;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Vista previa
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Un comprador de ejemplo con la versión vigente y con el borrador de {kind === 'loan' ? current.loan.name : current.assistance.name},
        con las mismas reglas que usan la elegibilidad y la calculadora; el otro programa, con su versión vigente.
      </p>
      <fieldset className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Comprador de ejemplo</legend>
        {numberFields.map((f) => (
          <Field
            key={f.key}
            label={f.label}
            inputMode={f.inputMode}
            value={sample[f.key]}
            onChange={(event) => setSample({ ...sample, [f.key]: event.target.value })}
            error={numbers[f.key] === null ? 'Escribe un número' : undefined}
            // The preview sits inside the publishing form: Enter in its fields must not ask to publish.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        ))}
        <SelectField label="Zona" value={sample.zone} onChange={(event) => setSample({ ...sample, zone: event.target.value as Zone })}>
          {Object.entries(zoneLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Categoría del hogar"
          value={sample.householdCategory}
          onChange={(event) => setSample({ ...sample, householdCategory: event.target.value as HouseholdCategory })}
        >
          {Object.entries(householdLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </fieldset>

      {!draft && (
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          El borrador tiene cifras que faltan o no son válidas: su columna aparece cuando todas lo son.
        </p>
      )}
      {inForce && (
        <table className="mt-4 w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">Resultado del comprador de ejemplo con cada versión</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="w-[34%] py-2 pr-2 font-semibold">
                Resultado
              </th>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Vigente (versión {currentVersion})
              </th>
              <th scope="col" className="py-2 font-semibold">
                Borrador
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const now = row.value(inForce);
              const next = drafted ? row.value(drafted) : '—';
              const changes = drafted !== null && next !== now;
              return (
                <tr key={row.label} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-2 font-medium text-slate-800">
                    {row.label}
                  </th>
                  <td className="break-words py-2 pr-2 text-slate-800">{now}</td>
                  <td className={`break-words py-2 ${changes ? 'font-semibold text-blue-900' : 'text-slate-800'}`}>
                    {next}
                    {changes && ' '}
                    {changes && <span className="rounded bg-blue-100 px-1 text-xs font-semibold text-blue-900">cambia</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {/* Issue 35: the sample buyer's whole monthly cost line by line, each line's source one tap away (H4's shared component). */}
      {inForce && (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <section aria-label="Costo mensual del comprador de ejemplo con la versión vigente" className="grid gap-2">
            <h3 className="text-sm font-semibold text-slate-900">Costo mensual línea por línea: vigente (versión {currentVersion})</h3>
            <MonthlyCostLines cost={inForce.cost} parameters={current.loan} />
          </section>
          {drafted && draft && (
            <section aria-label="Costo mensual del comprador de ejemplo con el borrador" className="grid gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Costo mensual línea por línea: borrador</h3>
              <MonthlyCostLines cost={drafted.cost} parameters={draft.loan} />
            </section>
          )}
        </div>
      )}
    </Card>
  );
}
