// The code step of a sign-in (and of a session that has not passed its second factor yet): the authenticator app's
// 6 digits, or one of the recovery codes (docs/product/two-factor.md).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useVerifySecondFactor } from '../api/two-factor';
import { Button } from './ui/button';
import { CheckboxField } from './ui/checkbox-field';
import { Field } from './ui/field';
import { FormError } from './ui/form-error';

const linkClass =
  'min-h-11 justify-self-start rounded text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-blue-700';

/** What the person typed, without the spaces an app or a copy may put in it. */
const cleaned = (code: string) => code.replace(/\s+/g, '');

export function TwoFactorChallenge({
  trustDeviceOffered = false,
  heading = true,
  onVerified,
  onRestart,
}: {
  /** Buyers may skip the code on this browser for 30 days; staff and operators never. */
  trustDeviceOffered?: boolean;
  /** Off where the screen's own title already says "Verificación en dos pasos". */
  heading?: boolean;
  onVerified?: () => void;
  /** A sign-in screen's way back to the password form (the pending sign-in expires after a few minutes). */
  onRestart?: () => void;
}) {
  const headingId = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [problem, setProblem] = useState<string>();
  const verify = useVerifySecondFactor();
  const input = useRef<HTMLInputElement>(null);

  // The step replaces a form the person just sent: the cursor goes where the code is typed.
  useEffect(() => input.current?.focus(), [recovery]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = cleaned(code);
    const found = recovery
      ? value
        ? undefined
        : 'Escribe uno de tus códigos de recuperación.'
      : /^\d{6}$/.test(value)
        ? undefined
        : 'Escribe los 6 dígitos del código.';
    setProblem(found);
    if (found) return;
    verify.mutate(
      { kind: recovery ? 'recovery' : 'totp', code: value, trustDevice: trustDeviceOffered && trustDevice },
      { onSuccess: () => onVerified?.() },
    );
  };

  const switchMode = () => {
    setRecovery((value) => !value);
    setCode('');
    setProblem(undefined);
    verify.reset();
  };

  return (
    <section aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : 'Verificación en dos pasos'}>
      {heading && (
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Verificación en dos pasos
        </h2>
      )}
      <p className="mt-1 text-slate-700">
        {recovery
          ? 'Escribe uno de los códigos de recuperación que guardaste. Cada uno sirve una sola vez.'
          : 'Escribe el código de 6 dígitos de tu app de autenticación.'}
      </p>
      <form noValidate className="mt-4 grid gap-4" onSubmit={onSubmit}>
        {recovery ? (
          <Field
            key="recovery"
            ref={input}
            label="Código de recuperación"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={problem}
          />
        ) : (
          <Field
            key="totp"
            ref={input}
            label="Código de verificación"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            className="font-mono tracking-widest"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={problem}
          />
        )}
        {trustDeviceOffered && (
          <CheckboxField
            label="Confiar en este dispositivo por 30 días"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />
        )}
        <FormError error={verify.error} />
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Verificando...' : 'Verificar'}
        </Button>
        <div className="flex flex-wrap gap-x-6">
          <button type="button" onClick={switchMode} className={linkClass}>
            {recovery ? 'Usar el código de mi app' : 'Usar un código de recuperación'}
          </button>
          {onRestart && (
            <button type="button" onClick={onRestart} className={linkClass}>
              Volver a iniciar sesión
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
