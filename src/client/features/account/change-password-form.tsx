import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ActionRow } from './action-row';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { PasswordField } from '../../components/ui/password-field';
import { NewPasswordField, newPasswordProblem } from '../../components/ui/new-password-field';
import { FormError } from '../../components/ui/form-error';
import { useChangePassword } from './api/change-password';

/** Current and new password; the server holds staff to their stronger rule and answers in Spanish. */
export function ChangePasswordForm({ staff }: { staff: boolean }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [revokeOtherSessions, setRevoke] = useState(true);
  const [problems, setProblems] = useState<{ current?: string; next?: string }>({});
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: currentPassword ? undefined : 'Ingresa tu contraseña actual',
      next: newPasswordProblem(newPassword),
    };
    setProblems(found);
    if (found.current || found.next) return;
    change.mutate(
      { currentPassword, newPassword, revokeOtherSessions },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="cuenta-contrasena">
      <h2 id="cuenta-contrasena" className="mb-4 text-lg font-semibold text-slate-900">
        Cambiar contraseña
      </h2>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <PasswordField
          label="Contraseña actual"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
          error={problems.current}
        />
        <NewPasswordField value={newPassword} onChange={(e) => setNew(e.target.value)} staff={staff} error={problems.next} />
        <CheckboxField
          label="Cerrar la sesión en mis otros dispositivos"
          checked={revokeOtherSessions}
          onChange={(e) => setRevoke(e.target.checked)}
        />
        <FormError error={change.error} />
        <ActionRow done={change.isSuccess && !change.isPending && 'Contraseña actualizada.'}>
          <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
            {change.isPending ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </ActionRow>
      </form>
    </Card>
  );
}
