// docs/product/two-factor.md on /cuenta: whether the authenticator app is on; buyers turn it on or off, anyone with it
// on gets ten new recovery codes. Staff and operators cannot turn it off (an operator resets it).
import { useState, type FormEvent } from 'react';
import { twoFactorCopy } from '../../../shared/copy/two-factor';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { screens } from '../../../shared/screens';
import { RecoveryCodes } from '../../components/recovery-codes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { LinkButton } from '../../components/ui/link-button';
import { PasswordField } from '../../components/ui/password-field';
import { toast } from '../../components/ui/toast-store';
import { useDisableTwoFactor, useNewRecoveryCodes } from './api/two-factor';

type Action = 'disable' | 'codes';

export function TwoFactorCard({ user }: { user: CurrentUser }) {
  const [action, setAction] = useState<Action | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = user.twoFactorEnabled;
  const buyer = user.role === 'buyer';

  return (
    <Card as="section" aria-labelledby="cuenta-dos-pasos" className="grid gap-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="cuenta-dos-pasos" className="text-lg font-semibold text-slate-900">
            Verificación en dos pasos
          </h2>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${on ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
          >
            {on ? 'Activada' : 'Desactivada'}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {buyer
            ? 'Al iniciar sesión te pedimos también un código de tu app de autenticación, así nadie entra solo con tu contraseña.'
            : twoFactorCopy.staffCannotDisable}
        </p>
      </div>
      {codes ? (
        <>
          <RecoveryCodes codes={codes} email={user.email} />
          <Button type="button" className="w-full sm:w-auto sm:justify-self-start" onClick={() => setCodes(null)}>
            Listo
          </Button>
        </>
      ) : action ? (
        <PasswordConfirm
          action={action}
          onCancel={() => setAction(null)}
          onCodes={(next) => {
            setAction(null);
            setCodes(next);
          }}
          onDisabled={() => setAction(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {buyer && !on && (
            <LinkButton href={`${screens.twoFactor}?returnTo=${encodeURIComponent(screens.account)}`} className="w-full sm:w-auto">
              Activar
            </LinkButton>
          )}
          {on && (
            <Button type="button" variant="secondary" className="w-full sm:w-auto" onClick={() => setAction('codes')}>
              Generar códigos nuevos
            </Button>
          )}
          {buyer && on && (
            <Button type="button" variant="secondary" className="w-full sm:w-auto" onClick={() => setAction('disable')}>
              Desactivar
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

function PasswordConfirm({
  action,
  onCancel,
  onCodes,
  onDisabled,
}: {
  action: Action;
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const pending = disable.isPending || newCodes.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(password ? undefined : 'Ingresa tu contraseña');
    if (!password) return;
    if (action === 'codes') newCodes.mutate(password, { onSuccess: ({ backupCodes }) => onCodes(backupCodes) });
    else
      disable.mutate(password, {
        onSuccess: () => {
          toast({ title: 'Verificación en dos pasos desactivada', description: 'Desde ahora basta tu contraseña.', variant: 'success' });
          onDisabled();
        },
      });
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <p className="text-sm text-slate-700">
        {action === 'codes'
          ? 'Los códigos de recuperación que tienes dejarán de servir. Confirma tu contraseña para generar diez nuevos.'
          : 'Confirma tu contraseña para desactivar la verificación en dos pasos.'}
      </p>
      <PasswordField
        label="Confirma tu contraseña"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problem}
      />
      <FormError error={disable.error ?? newCodes.error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {action === 'codes' ? 'Generar códigos nuevos' : 'Desactivar'}
        </Button>
      </div>
    </form>
  );
}
