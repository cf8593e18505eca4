import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorCopy } from '../../../shared/copy/errors';
import { passwordMaxLength, passwordMinLength } from '../../../shared/schemas/auth';
import { staffPasswordMinLength } from '../../../shared/domain/staff-password';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, postJson } from '../../lib/api';
import { FormError } from '../../components/ui/form-error';

export const staffPasswordHint = `Mínimo ${staffPasswordMinLength} caracteres, con letras y números, sin incluir tu email.`;

/** The new password for the token of the e-mail's link. The server checks every rule (the staff rule too). */
export function NewPasswordForm({ token, staff, onDone, onLinkInvalid }: { token: string; staff: boolean; onDone: () => void; onLinkInvalid: () => void }) {
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const reset = useMutation({
    mutationFn: (newPassword: string) => postJson<unknown>('/api/auth/reset-password', { newPassword, token }),
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.serverMessage === errorCopy.resetLinkInvalid) onLinkInvalid();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const short = password.length < passwordMinLength;
    setTooShort(short);
    if (!short) reset.mutate(password);
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <PasswordField
        label="Contraseña nueva"
        autoComplete="new-password"
        maxLength={passwordMaxLength}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={staff ? staffPasswordHint : `Mínimo ${passwordMinLength} caracteres.`}
        error={tooShort ? `La contraseña debe tener al menos ${passwordMinLength} caracteres` : undefined}
      />
      <FormError error={reset.error} />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Guardando...' : 'Guardar contraseña nueva'}
      </Button>
    </form>
  );
}
