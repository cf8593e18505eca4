import { Link } from 'wouter';
import { bankProgressLabels, bankProgressLevel, isAdvancedLevel, maxBankProgressLevel } from '../../../shared/domain/bank-progress';
import { screens } from '../../../shared/screens';
import { Card } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress-bar';
import { useBankContacts } from '../../api/bank-contacts';

const dashboardBankCount = 3;

/** docs/product/screens.md: the first three banks the buyer wrote to, with their level. */
export function BankSummary() {
  const contacts = useBankContacts();
  const shown = (contacts.data ?? []).slice(0, dashboardBankCount);
  return (
    <Card className="grid gap-3">
      <h2 className="font-semibold text-slate-900">Contacto con bancos</h2>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{contacts.isLoading ? 'Cargando...' : 'Aún no has contactado instituciones.'}</p>
      ) : (
        <ul className="grid gap-3">
          {shown.map((item) => {
            const level = bankProgressLevel(item);
            return (
              <li key={item.id} className="grid gap-1.5">
                <div className="flex flex-wrap justify-between gap-x-2 text-sm">
                  <span className="font-medium text-slate-900">{item.bankName}</span>
                  <span className={isAdvancedLevel(level) ? 'font-semibold text-emerald-800' : 'text-slate-600'}>
                    {bankProgressLabels[level]}
                  </span>
                </div>
                <ProgressBar
                  value={level}
                  max={maxBankProgressLevel}
                  tone={isAdvancedLevel(level) ? 'green' : 'blue'}
                  label={`Progreso con ${item.bankName}`}
                  valueText={bankProgressLabels[level]}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Link href={screens.bankContact} className="text-sm font-semibold text-blue-800 underline underline-offset-4">
        Ver seguimiento de bancos
      </Link>
    </Card>
  );
}
