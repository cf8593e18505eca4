// Turning on the authenticator app: the password, then the QR code (or its key typed) and the first code, then the ten
// recovery codes shown once (docs/product/two-factor.md).
import { Copy } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useVerifySecondFactor } from '../../api/two-factor';
import { RecoveryCodes } from '../../components/recovery-codes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { LinkButton } from '../../components/ui/link-button';
import { PasswordField } from '../../components/ui/password-field';
import { toast } from '../../components/ui/toast-store';
import { useEnableTwoFactor, type Enrolment as Started } from './api/enable-two-factor';
import { QrCode } from './qr-code';
import { groupedKey, secretOfUri } from './totp-key';

const stepCount = 3;

/** One step's card; its heading takes the focus when the step appears, so a screen reader hears where it is. */
function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (number > 1) heading.current?.focus();
  }, [number]);
  return (
    <Card as="section" aria-labelledby={`paso-${number}`} className="grid gap-4">
      <div>
        <p className="text-sm font-semibold text-blue-800">{`Paso ${number} de ${stepCount}`}</p>
        <h2 id={`paso-${number}`} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          {title}
        </h2>
      </div>
      {children}
    </Card>
  );
}

export function Enrolment({ email, done }: { email: string; done: string }) {
  const [started, setStarted] = useState<Started | null>(null);
  const [verified, setVerified] = useState(false);
  if (!started) return <PasswordStep onStarted={setStarted} />;
  if (!verified) return <ScanStep totpURI={started.totpURI} onVerified={() => setVerified(true)} />;
  return (
    <Step number={3} title="Guarda tus códigos de recuperación">
      <RecoveryCodes codes={started.backupCodes} email={email} />
      <LinkButton href={done} className="w-full sm:w-auto sm:justify-self-end">
        Continuar
      </LinkButton>
    </Step>
  );
}

function PasswordStep({ onStarted }: { onStarted: (started: Started) => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const enable = useEnableTwoFactor();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(password ? undefined : 'Ingresa tu contraseña');
    if (password) enable.mutate(password, { onSuccess: onStarted });
  };
  return (
    <Step number={1} title="Confirma tu contraseña">
      <p className="text-slate-700">
        Necesitas una app de autenticación en tu teléfono, por ejemplo Google Authenticator, Microsoft Authenticator o Authy.
      </p>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problem}
        />
        <FormError error={enable.error} />
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={enable.isPending}>
          {enable.isPending ? 'Confirmando...' : 'Continuar'}
        </Button>
      </form>
    </Step>
  );
}

function ScanStep({ totpURI, onVerified }: { totpURI: string; onVerified: () => void }) {
  const key = groupedKey(secretOfUri(totpURI));
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const verify = useVerifySecondFactor();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key.replace(/\s/g, ''));
      toast({ title: 'Clave copiada', description: 'Pégala en tu app de autenticación.', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'No se pudo copiar. Escribe la clave en tu app.', variant: 'destructive' });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    const found = /^\d{6}$/.test(value) ? undefined : 'Escribe los 6 dígitos del código.';
    setProblem(found);
    if (!found) verify.mutate({ kind: 'totp', code: value }, { onSuccess: onVerified });
  };

  return (
    <Step number={2} title="Escanea el código QR">
      <p className="text-slate-700">Abre tu app de autenticación, elige añadir una cuenta y escanea este código.</p>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <figure className="justify-self-center">
          <QrCode value={totpURI} />
        </figure>
        <div className="grid min-w-0 gap-2">
          <p className="text-sm text-slate-700">¿No puedes escanearlo? Escribe esta clave en la app:</p>
          <dl>
            <dt className="sr-only">Clave</dt>
            <dd className="rounded-md bg-slate-50 p-3 font-mono text-base break-words text-slate-900 ring-1 ring-slate-200">{key}</dd>
          </dl>
          <Button type="button" variant="secondary" className="justify-self-start" onClick={copy}>
            <Copy className="size-4" aria-hidden="true" /> Copiar clave
          </Button>
        </div>
      </div>
      <form noValidate className="grid gap-4 border-t border-slate-200 pt-4" onSubmit={onSubmit}>
        <Field
          label="Escribe el código de 6 dígitos"
          hint="El que muestra la app para Casa Joven PR. Cambia cada 30 segundos."
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          className="font-mono tracking-widest sm:max-w-60"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem}
        />
        <FormError error={verify.error} />
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={verify.isPending}>
          {verify.isPending ? 'Verificando...' : 'Activar'}
        </Button>
      </form>
    </Step>
  );
}
