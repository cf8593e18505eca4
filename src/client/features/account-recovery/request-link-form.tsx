import { useState, type FormEvent } from 'react';
import { errorCopy } from '../../../shared/copy/errors';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { useRequestPasswordReset } from './api/reset-password';

/** Asks for the reset link. The answer is the same whether or not the e-mail has an account (nothing to learn here). */
export function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);
    setInvalid(!valid);
    if (valid) request.mutate(address);
  };

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
        {errorCopy.passwordResetRequested} El enlace vence en 1 hora y sirve una sola vez.
      </p>
    );
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <p className="text-sm text-slate-700">Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.</p>
      <Field
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid ? errorCopy.invalidEmail : undefined}
      />
      <FormError error={request.error} />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar enlace'}
      </Button>
    </form>
  );
}
