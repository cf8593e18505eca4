// The ten recovery codes, shown once after an enrolment or a new set (docs/product/two-factor.md).
import { Download } from 'lucide-react';
import { useId } from 'react';
import { downloadText } from '../lib/download-text';
import { Button } from './ui/button';

export const recoveryCodesNotice = 'Guarda estos códigos de recuperación. Cada uno sirve una sola vez y no los volverás a ver.';

function fileText(codes: string[], email: string) {
  return [
    'Casa Joven PR: códigos de recuperación',
    `Cuenta: ${email}`,
    '',
    'Si pierdes el teléfono, usa uno de estos códigos en lugar del código de 6 dígitos. Cada uno sirve una sola vez.',
    '',
    ...codes,
  ].join('\r\n');
}

export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const listId = useId();
  return (
    <div className="grid gap-4">
      <p id={listId} className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200">
        {recoveryCodesNotice}
      </p>
      <ul
        aria-labelledby={listId}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-base text-slate-900 ring-1 ring-slate-200"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        className="w-full sm:w-auto sm:justify-self-start"
        onClick={() => downloadText('casa-joven-codigos-de-recuperacion.txt', fileText(codes, email))}
      >
        <Download className="size-4" aria-hidden="true" /> Descargar códigos
      </Button>
    </div>
  );
}
