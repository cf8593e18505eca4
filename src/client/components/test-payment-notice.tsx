// The test-payment notice (decision 0070) on every screen that starts or confirms a checkout, only while the
// deployment's checkouts are simulated; the simulated checkout itself always shows it.
import { FlaskConical } from 'lucide-react';
import { testPaymentNotice } from '../../shared/test-marker';
import { useTestPayments } from '../api/public-config';

export function TestPaymentNotice({ always = false, detail }: { always?: boolean; detail?: string }) {
  const testPayments = useTestPayments();
  if (!testPayments && !always) return null;
  return (
    <p className="flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{testPaymentNotice}</strong>
        {detail ? ` ${detail}` : ''}
      </span>
    </p>
  );
}
