import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { variantCopy } from '../../../shared/domain/lead-variant';
import { useAuth } from '../../api/auth-user';
import { Button } from '../ui/button';
import { formatDate } from '../../lib/format';
import { LeadCaptureDialog } from './lead-capture-dialog';
import { useLeadVariant } from '../../api/lead-variant';
import { variantButton } from './variant-button';
import { useUserLeads } from '../../api/user-leads';
import { VerifyEmailNotice } from './verify-email-notice';
import { LeadEmailNotice } from './lead-email-notice';

export const contactDialogTitle = 'Conecta con un oficial hipotecario';
export const contactDialogDescription =
  'Completa tus datos. Las instituciones verán tu municipio y tu presupuesto; tu nombre, correo y teléfono solo los verá el banco cuya solicitud aceptes.';

/**
 * docs/product/screens.md#the-buyer-asks-to-be-contacted: the buyer's explicit "contact me" step. Its button shows the variant's secondary text and opens the
 * lead-capture dialog pre-filled from the signed-in buyer; the dialog's submit shows the primary text.
 */
export function ContactMeCard({ className }: { className?: string }) {
  const headingId = useId();
  const { user } = useAuth();
  const variant = useLeadVariant();
  const lead = useUserLeads().data?.[0];
  const [open, setOpen] = useState(false);

  return (
    <section aria-labelledby={headingId} className={`rounded-xl border border-blue-100 bg-white p-5 shadow-sm sm:p-6 ${className ?? ''}`}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700" aria-hidden="true">
          <ShieldCheck className="size-6" />
        </span>
        <div className="grid min-w-0 gap-2">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            ¿Quieres que un banco te contacte?
          </h2>
          <p className="text-slate-700">
            Comparte tu interés y las instituciones participantes podrán enviarte una solicitud de conexión. Al principio solo ven tu
            municipio y tu presupuesto.
          </p>
          <p className="text-slate-700">
            Tu nombre, correo electrónico y teléfono solo llegan a un banco después de que <strong>tú aceptes su solicitud</strong>. Puedes
            rechazar cualquier solicitud.
          </p>
          {user?.role === 'buyer' && !user.emailVerified && <VerifyEmailNotice email={user.email} />}
          {lead && !lead.correoConfirmed && <LeadEmailNotice leadId={lead.id} correo={lead.correo} />}
          {lead && (
            <p className="text-sm text-slate-600">
              Ya compartiste tu interés el {formatDate(lead.updatedAt)}. Si lo envías de nuevo, actualizamos tus datos.
            </p>
          )}
          <div className="mt-2">
            {variant ? (
              <LeadCaptureDialog
                open={open}
                onOpenChange={setOpen}
                variant={variant}
                title={contactDialogTitle}
                description={contactDialogDescription}
                prefill={{ nombre: user?.name ?? '', correo: user?.email ?? '' }}
                trigger={
                  <Button variant={variantButton[variant]} className="w-full sm:w-auto">
                    {variantCopy[variant].secondary}
                  </Button>
                }
              />
            ) : (
              <span className="block h-11 w-48 animate-pulse rounded-md bg-slate-200" aria-hidden="true" />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
