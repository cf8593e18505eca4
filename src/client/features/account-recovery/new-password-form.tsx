import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorCopy } from '../../../shared/copy/errors';
import { Button } from '../../components/ui/button';
import { NewPasswordField, newPasswordProblem } from '../../components/ui/new-password-field';
import { ApiError, postJson } from '../../lib/api';
import { FormError } from '../../components/ui/form-error';

/** The new password for the token of the e-mail's link. The server checks every rule (the staff rule too). */
export function NewPasswordForm({ token, staff, onDone, onLinkInvalid }: { token: string; staff: boolean; onDone: () => void; onLinkInvalid: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const reset = useMutation({
    mutationFn: (newPassword: string) => postJson<unknown>('/api/auth/reset-password', { newPassword, token }),
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.serverMessage === errorCopy.resetLinkInvalid) onLinkInvalid();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password);
    setProblem(found);
    if (!found) reset.mutate(password);
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
