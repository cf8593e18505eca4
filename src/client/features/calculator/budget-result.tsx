import { Building2, FileDown, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import type { CalculatorResult } from '../../../shared/domain/calculator';
import { screens } from '../../../shared/screens';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { formatDate, formatUsd } from '../../lib/format';

/** The four figures of docs/product/screens.md, and the next actions once the server has stored the calculation. */
export function BudgetResult({
  result,
  attempt,
  storedAt,
  saving,
  onContactBanks,
}: {
  result: CalculatorResult;
  /** Counts calculations on this visit; each new one brings the result into view (it sits under the form on a phone). */
  attempt: number;
  /** Set when the figures shown are the last ones stored, not a calculation made just now. */
  storedAt: string | null;
  /** The server has not stored these figures (yet): no letter or PDF can be made from them. */
  saving: 'pending' | 'failed' | null;
  onContactBanks: () => void;
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) region.current?.scrollIntoView({ block: 'nearest' });
  }, [attempt]);
  const figures: Array<[string, number]> = [
    ['Hipoteca máxima', result.maxMortgage],
    ['Pago mensual estimado', result.monthlyPayment],
    ['Subsidio del programa', result.hbaSubsidy],
  ];
  return (
    <div ref={region} className="scroll-mt-20">
      <Card className="grid gap-5" aria-live="polite">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Tu presupuesto estimado</h2>
          {storedAt && <p className="text-sm text-slate-600">Tu último cálculo, del {formatDate(storedAt)}.</p>}
        </div>
        <dl className="grid gap-3 sm:grid-cols-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-xl font-bold text-slate-900">{formatUsd(value)}</dd>
            </div>
          ))}
          <div className="rounded-lg bg-blue-700 p-4 text-white sm:col-span-3">
            <dt className="text-sm text-blue-100">Presupuesto total</dt>
            <dd className="text-3xl font-bold">{formatUsd(result.totalBudget)}</dd>
            <dd className="text-sm text-blue-100">Hipoteca + subsidio + pronto pago</dd>
          </div>
        </dl>
        {saving === null ? (
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            <Button onClick={onContactBanks}>
              <Building2 className="size-4" aria-hidden="true" />
              Contactar instituciones
            </Button>
            <a
              href={apiPaths.letterPdf}
              download
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              <FileDown className="size-4" aria-hidden="true" />
              Descargar carta (PDF)
            </a>
            <LinkButton href={screens.properties} variant="secondary">
              <Search className="size-4" aria-hidden="true" />
              Explorar propiedades
            </LinkButton>
          </div>
        ) : (
          <p className="text-sm text-slate-600" role="status">
            {saving === 'pending'
              ? 'Guardando tu cálculo...'
              : 'No se pudo guardar este cálculo. Vuelve a presionar «Calcular presupuesto».'}
          </p>
        )}
      </Card>
    </div>
  );
}
