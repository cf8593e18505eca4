import { CircleCheck, CircleX } from 'lucide-react';
import { useId } from 'react';
import {
  bankProgressLabels,
  bankProgressLevel,
  isAdvancedLevel,
  maxBankProgressLevel,
  nextBankProgressStep,
  type BankProgressStep,
} from '../../../shared/domain/bank-progress';
import type { BankContactChange, BankContactItem } from '../../../shared/schemas/bank-contact';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress-bar';
import { formatDateTime } from '../../lib/format';

const actions: Record<Exclude<BankProgressStep, 'connectionStatus'>, { label: string; change: BankContactChange }> = {
  formsSubmitted: { label: 'Marcar formularios enviados', change: { formsSubmitted: true } },
  preApproved: { label: 'Marcar pre-aprobado', change: { preApproved: true } },
  approved: { label: 'Marcar aprobado', change: { approved: true } },
};

function timeline(item: BankContactItem): Array<[string, string]> {
  const entries: Array<[string, string | null]> = [
    ['Contacto realizado', item.contactMadeAt],
    [item.connectionStatus === 'declined' ? 'Conexión rechazada' : 'Conexión aceptada', item.connectionStatusAt],
    ['Formularios enviados', item.formsSubmittedAt],
    ['Pre-aprobado', item.preApprovedAt],
    ['Aprobado', item.approvedAt],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== null);
}

/** One bank: its level 0-5 with label (green from level 4), the dates reached, and only the next allowed step. */
export function BankProgressCard({
  item,
  busy,
  onChange,
}: {
  item: BankContactItem;
  busy: boolean;
  onChange: (change: BankContactChange) => void;
}) {
  const level = bankProgressLevel(item);
  const advanced = isAdvancedLevel(level);
  const next = nextBankProgressStep(item);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold text-slate-900">
          {item.bankName}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${advanced ? 'bg-emerald-100 text-emerald-900' : 'bg-blue-50 text-blue-900'}`}
        >
          Nivel {level} de {maxBankProgressLevel}: {bankProgressLabels[level]}
        </span>
      </div>
      <ProgressBar
        value={level}
        max={maxBankProgressLevel}
        tone={advanced ? 'green' : 'blue'}
        label={`Progreso con ${item.bankName}`}
        valueText={bankProgressLabels[level]}
      />
      <ol className="grid gap-1 text-sm text-slate-700">
        {timeline(item).map(([label, at]) => (
          <li key={label}>
            <span className="font-medium text-slate-900">{label}:</span> <time dateTime={at}>{formatDateTime(at)}</time>
          </li>
        ))}
      </ol>
      {next === 'connectionStatus' && (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-900">¿La institución aceptó conectar contigo?</p>
          <div className="grid gap-2 sm:flex">
            <Button variant="success" disabled={busy} onClick={() => onChange({ connectionStatus: 'accepted' })}>
              <CircleCheck className="size-4" aria-hidden="true" />
              Conexión aceptada
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => onChange({ connectionStatus: 'declined' })}>
              <CircleX className="size-4" aria-hidden="true" />
              Conexión rechazada
            </Button>
          </div>
        </div>
      )}
      {next && next !== 'connectionStatus' && (
        <Button className="sm:justify-self-start" disabled={busy} onClick={() => onChange(actions[next].change)}>
          {actions[next].label}
        </Button>
      )}
      {!next && item.approved && (
        <p className="text-sm font-semibold text-emerald-800">¡Felicidades! Esta institución aprobó tu préstamo.</p>
      )}
      {!next && item.connectionStatus === 'declined' && (
        <p className="text-sm text-slate-700">Esta institución no aceptó la conexión. Puedes seguir con las demás.</p>
      )}
    </Card>
  );
}
