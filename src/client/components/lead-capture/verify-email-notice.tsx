import { MailWarning } from 'lucide-react';
import { useResendVerificationEmail } from '../../api/verification-email';
import { Button } from '../ui/button';
import { FormError } from '../ui/form-error';

/** Institutions see a buyer's request only once the account's e-mail is confirmed: a bank never pays for an unread address. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useResendVerificationEmail();
  return (
    <div className="grid gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="flex gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Confirma tu email.</strong> Te enviamos un enlace a <span className="break-all font-semibold">{email}</span>. Las
          instituciones verán tu solicitud solo después de que lo confirmes. Todo lo demás ya puedes usarlo.
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" className="w-full sm:w-auto" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
          {resend.isPending ? 'Enviando...' : 'Reenviar enlace'}
        </Button>
        <p role="status" className="font-medium">
          {resend.isSuccess ? 'Te enviamos un enlace nuevo. Revisa tu correo (y la carpeta de spam).' : ''}
        </p>
      </div>
      <FormError error={resend.error} />
    </div>
  );
}
