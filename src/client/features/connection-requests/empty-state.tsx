import { Inbox } from 'lucide-react';
import { ContactMeCard } from '../../components/lead-capture/contact-me-card';

/** docs/product/screens.md empty state: no lead yet (with the "contact me" card), or a lead that no institution has asked about. */
export function EmptyState({ hasLead }: { hasLead: boolean }) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center">
        <Inbox className="size-10 text-slate-500" aria-hidden="true" />
        <h2 className="text-lg font-bold text-slate-900">No tienes solicitudes de conexión</h2>
        <p className="max-w-prose text-slate-700">
          {hasLead
            ? 'Cuando una institución quiera contactarte, verás su solicitud aquí y te avisaremos por correo electrónico. Tú decides si aceptas.'
            : 'Cuando compartas tu interés, los bancos y cooperativas podrán pedirte permiso para contactarte, y sus solicitudes aparecerán aquí.'}
        </p>
      </div>
      {!hasLead && <ContactMeCard />}
    </div>
  );
}
