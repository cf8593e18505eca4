import { CheckCircle2 } from 'lucide-react';

/** docs/product/screens.md: after a successful submission the form gives way to this panel until the dialog closes. */
export function LeadSuccessPanel({ heading }: { heading: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircle2 className="size-14 text-emerald-600" aria-hidden="true" />
      <p className="text-xl font-bold text-slate-900">{heading}</p>
      <p className="text-slate-700">Te contactaremos pronto para continuar con tu proceso.</p>
    </div>
  );
}
