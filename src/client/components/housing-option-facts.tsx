import { BadgeDollarSign, Clock, FileText } from 'lucide-react';
import type { HousingOption } from '../../shared/housing-options';

/** Time, cost and documents level of a housing option (docs/product/screens.md#landing and #comparison). */
export function HousingOptionFacts({ option, costLabel = 'Costo:' }: { option: HousingOption; costLabel?: string }) {
  const facts = [
    { icon: Clock, label: 'Tiempo:', value: option.time },
    { icon: BadgeDollarSign, label: costLabel, value: option.costRange },
    { icon: FileText, label: 'Documentos:', value: option.documentsLevel },
  ];
  return (
    <dl className="grid gap-2 text-sm">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-2">
          <Icon className="size-4 shrink-0 text-blue-700" aria-hidden="true" />
          <dt className="font-semibold text-slate-800">{label}</dt>
          <dd className="text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
