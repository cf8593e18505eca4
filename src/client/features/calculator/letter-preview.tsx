import type { BankLetter } from '../../../shared/domain/bank-letter';
import type { PublicInstitution } from '../../../shared/schemas/institutions';
import { contactMethodLabels } from '../../../shared/choices';
import { Button } from '../../components/ui/button';

/** The letter exactly as the server will write it (same shared code), and who receives it. */
export function LetterPreview({
  letter,
  banks,
  sending,
  onBack,
  onConfirm,
}: {
  letter: BankLetter;
  banks: PublicInstitution[];
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="grid gap-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Se enviará a</h3>
        <ul className="mt-1 grid gap-1 text-sm text-slate-700">
          {banks.map((bank) => (
            <li key={bank.id}>
              {bank.name} <span className="text-slate-500">({contactMethodLabels[bank.contactMethod].toLowerCase()})</span>
            </li>
          ))}
        </ul>
      </div>
      <article
        aria-label="Vista previa de la carta"
        className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200"
      >
        <p className="font-semibold">{letter.subject}</p>
        <p className="text-slate-600">{letter.date}</p>
        <p>{letter.greeting}</p>
        <p>{letter.intro}</p>
        <dl className="grid gap-1">
          {letter.details.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 border-b border-slate-200 py-1">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="break-words">{letter.contact}</p>
        <p>
          Atentamente,
          <br />
          {letter.signature}
        </p>
        <p className="text-xs text-slate-600">{letter.disclaimer}</p>
      </article>
      <div className="grid gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          Volver
        </Button>
        <Button onClick={onConfirm} disabled={sending}>
          {sending ? 'Enviando...' : 'Confirmar y enviar'}
        </Button>
      </div>
    </div>
  );
}
