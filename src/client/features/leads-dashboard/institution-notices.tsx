// The portal's notices (docs/product/buyer-control.md#revoking-consent: "El comprador retiró su consentimiento: no lo
// contacte"). Opening the dashboard reads them, so they are marked read at once; the banner keeps showing what arrived
// during this visit until the officer closes it.
import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import type { BuyerNotice } from '../../../shared/schemas/leads';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';
import { useInstitutionNotices, useMarkInstitutionNoticesRead } from './api/institution-notices';

export function InstitutionNotices() {
  const unread = useInstitutionNotices().data;
  const { mutate: markRead } = useMarkInstitutionNoticesRead();
  const [shown, setShown] = useState<BuyerNotice[]>([]);

  useEffect(() => {
    if (!unread?.length) return;
    setShown((current) => [...unread.filter((notice) => !current.some((seen) => seen.id === notice.id)), ...current]);
    markRead();
  }, [unread, markRead]);

  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="portal-notices-heading" className="rounded-lg border border-red-200 bg-red-50 p-4">
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 hidden size-5 shrink-0 text-red-800 sm:block" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-3">
          <h2 id="portal-notices-heading" className="font-semibold text-red-900">
            {shown.length === 1 ? 'Aviso' : `Avisos (${shown.length})`}
          </h2>
          <ul className="grid gap-3">
            {shown.map((notice) => (
              <li key={notice.id} className="text-sm">
                <p className="font-semibold text-slate-900">{notice.title}</p>
                <p className="text-slate-800">{notice.body}</p>
                <p className="text-xs text-slate-700">{formatDateTime(notice.createdAt)}</p>
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="justify-self-start" onClick={() => setShown([])}>
            Entendido
          </Button>
        </div>
      </div>
    </section>
  );
}
