import { useId, useState, type FormEvent } from 'react';
import { accountDataCopy } from '../../../shared/schemas/account-data';
import { Card } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormError } from '../../components/ui/form-error';
import { PasswordField } from '../../components/ui/password-field';
import { errorMessage, hasStatus } from '../../lib/api';
import { useDeleteAccount } from './api/delete-account';

const deleted = [
  'Tu nombre, tu correo electrónico y tu teléfono, en tu cuenta y en tu solicitud de contacto.',
  'Tus resultados de elegibilidad, tus cálculos, tu plan y tus listas de documentos.',
  'Tus cartas y mensajes a bancos, y el seguimiento de cada banco.',
  'Tus conversaciones con las instituciones, tus respuestas a sus solicitudes y tus avisos.',
  'Tu contraseña y todas tus sesiones: no podrás volver a entrar con esta cuenta.',
];

const kept = [
  'Los registros de consentimiento: a qué institución dijiste que sí o que no, cuándo y el texto que aceptaste.',
  'Los intentos de contacto que anotaron las instituciones y los pagos que hicieron.',
  'El registro de qué institución vio tus datos de contacto y cuándo.',
];

/**
 * docs/product/buyer-control.md#the-buyers-own-data: what goes, what stays and why, then the password and an explicit
 * "cannot be undone". A refusal keeps what was typed and says why under the field.
 */
export function DeleteAccountForm() {
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [problems, setProblems] = useState<{ password?: string; understood?: string }>({});
  const passwordId = useId();
  // PasswordField takes no ref: the field is found by its id to move focus to it.
  const focusPassword = () => document.getElementById(passwordId)?.focus();
  const understoodError = useId();
  const remove = useDeleteAccount();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password ? undefined : accountDataCopy.passwordRequired,
      understood: understood ? undefined : accountDataCopy.confirmRequired,
    };
    setProblems(found);
    if (found.password) return focusPassword();
    if (found.understood) return;
    remove.mutate(
      { password },
      {
        onError: (error) => {
          // The server's one refusal (a wrong password) belongs under the field; anything else goes below the form.
          if (!hasStatus(error, 400)) return;
          setProblems({ password: errorMessage(error, accountDataCopy.wrongPassword) });
          focusPassword();
        },
      },
    );
  };

  const otherError = remove.error && !hasStatus(remove.error, 400) ? remove.error : null;

  return (
    <Card as="section" aria-labelledby="datos-eliminar" className="grid gap-4">
      <h2 id="datos-eliminar" className="text-lg font-semibold text-slate-900">
        Eliminar mi cuenta
      </h2>
      <p className="text-slate-700">Se hace en el momento y no se puede deshacer. Si quieres, descarga antes tus datos.</p>

      <div className="grid gap-2">
        <h3 className="font-semibold text-slate-900">Lo que se borra</h3>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
          {deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>

      <div className="grid gap-2">
        <h3 className="font-semibold text-slate-900">Lo que se conserva, sin tu identidad, y por qué</h3>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
          {kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">
          La Ley 210 de Puerto Rico pide guardar los consentimientos y los contactos durante cinco años, y el registro de accesos sirve para
          responder por quién vio tus datos. Ninguno de ellos conserva tu nombre, tu correo ni tu teléfono.
        </p>
      </div>

      <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        Las instituciones que desbloquearon tu contacto recibirán un aviso de que cerraste tu cuenta y de que no deben contactarte. Tu
        solicitud deja de aparecer en su lista.
      </p>

      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <PasswordField
          id={passwordId}
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          hint="Para confirmar que eres tú."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problems.password}
        />
        <div className="grid gap-1">
          <CheckboxField
            label="Entiendo que esto no se puede deshacer"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            aria-invalid={problems.understood ? true : undefined}
            aria-describedby={problems.understood ? understoodError : undefined}
          />
          {problems.understood && (
            <p id={understoodError} className="text-sm text-red-700">
              {problems.understood}
            </p>
          )}
        </div>
        <FormError error={otherError} />
        <button
          type="submit"
          disabled={remove.isPending}
          className="inline-flex h-11 w-full items-center justify-center rounded-md bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-red-400 sm:w-auto sm:justify-self-start"
        >
          {remove.isPending ? 'Eliminando...' : 'Eliminar mi cuenta'}
        </button>
      </form>
    </Card>
  );
}
