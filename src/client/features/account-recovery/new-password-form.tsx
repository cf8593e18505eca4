import { useState, type FormEvent } from 'react';
import { errorCopy } from '../../../shared/copy/errors';
import { Button } from '../../components/ui/button';
import { NewPasswordField, newPasswordProblem } from '../../components/ui/new-password-field';
import { errorMessage } from '../../lib/api';
import { FormError } from '../../components/ui/form-error';
import { useResetPassword } from './api/reset-password';

/** The new password for the token of the e-mail's link. The server checks every rule (the staff rule too). */
export function NewPasswordForm({
  token,
  staff,
  onDone,
  onLinkInvalid,
}: {
  token: string;
  staff: boolean;
  onDone: () => void;
  onLinkInvalid: () => void;
}) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password);
    setProblem(found);
    if (found) return;
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (errorMessage(error) === errorCopy.resetLinkInvalid) onLinkInvalid();
        },
      },
    );
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <NewPasswordField value={password} onChange={(event) => setPassword(event.target.value)} staff={staff} error={problem} />
      <FormError error={reset.error} />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Guardando...' : 'Guardar contraseña nueva'}
      </Button>
    </form>
  );
}
