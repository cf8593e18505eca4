import { useState } from 'react';
import { Link } from 'wouter';
import { listingInterestConsentText, listingInterestMessageMax, type PropertyDetail } from '../../../shared/schemas/listings';
import { listingCopy } from '../../../shared/copy/listings';
import { screens } from '../../../shared/screens';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { TextareaField } from '../../components/ui/textarea-field';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, hasStatus } from '../../lib/api';
import { useAskAboutListing } from './api/listing-interest';

/**
 * docs/product/listings.md#me-interesa: the exact consent the buyer gives (the server records the same words), an
 * optional message, "Enviar". A 409 means the buyer has no contact data (or no confirmed e-mail) yet: its Spanish
 * message shows, with the way to give them (`onNeedsContact`).
 */
export function InterestDialog({
  listing,
  open,
  onOpenChange,
  onNeedsContact,
}: {
  listing: PropertyDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNeedsContact: () => void;
}) {
  const [message, setMessage] = useState('');
  const ask = useAskAboutListing(listing.id);
  const needsContact = hasStatus(ask.error, 409);
  const close = (next: boolean) => {
    if (ask.isPending) return;
    if (!next) ask.reset();
    onOpenChange(next);
  };
  const send = () =>
    ask.mutate(message, {
      onSuccess: () => {
        setMessage('');
        onOpenChange(false);
        toast({
          title: 'Pregunta enviada',
          description: `${listing.publisherName} ya puede ver tus datos de contacto y responderte en Mensajes.`,
          variant: 'success',
        });
      },
    });

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Me interesa esta propiedad"
      description="Al enviar, das este consentimiento (lo guardamos tal cual):"
    >
      <blockquote className="rounded-lg border-l-4 border-blue-700 bg-blue-50 p-3 text-sm text-blue-950">
        {listingInterestConsentText(listing.publisherName, listing.title)}
      </blockquote>
      <TextareaField
        label="Mensaje (opcional)"
        hint={`Hasta ${listingInterestMessageMax.toLocaleString('es-PR')} caracteres. ${message.length.toLocaleString('es-PR')} escritos.`}
        maxLength={listingInterestMessageMax}
        value={message}
        disabled={ask.isPending}
        onChange={(event) => setMessage(event.target.value)}
      />
      {needsContact ? (
        <div role="alert" className="grid gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p>{errorMessage(ask.error, listingCopy.needsLead)}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button
              onClick={() => {
                close(false);
                onNeedsContact();
              }}
            >
              Completar mis datos
            </Button>
            <Link href={screens.calculator} className="font-semibold text-blue-800 underline">
              Ir a la precalificación
            </Link>
          </div>
        </div>
      ) : (
        <FormError error={ask.error} />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={ask.isPending} onClick={() => close(false)}>
          Cancelar
        </Button>
        <Button disabled={ask.isPending || needsContact} onClick={send}>
          {ask.isPending ? 'Enviando...' : 'Enviar'}
        </Button>
      </div>
    </Modal>
  );
}
