// The notice to each exposed buyer: the operator writes or edits the words, approves them, and they go once.
import { useState } from 'react';
import type { Incident } from '../../../shared/schemas/incidents';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { TextareaField } from '../../components/ui/textarea-field';
import { toast } from '../../components/ui/toast-store';
import { formatDateTime } from '../../lib/format';
import { useSendIncidentNotice } from './api/incidents';

const draftNotice =
  'Te escribimos porque detectamos un acceso indebido a tus datos de contacto (nombre, email y teléfono) guardados en Casa Joven PR. ' +
  'No se vieron contraseñas ni datos de pago. Ya cerramos el acceso y avisamos a las autoridades. ' +
  'Te recomendamos desconfiar de llamadas o mensajes que digan venir de un banco y pidan datos personales. ' +
  'Si tienes preguntas, responde a este mensaje.';

export function IncidentNotice({ incident }: { incident: Incident }) {
  const [text, setText] = useState(draftNotice);
  const [confirming, setConfirming] = useState(false);
  const send = useSendIncidentNotice(incident.id);
  if (incident.noticeSentAt) {
    return (
      <Card as="section" aria-labelledby="incidente-aviso" className="grid gap-2">
        <h2 id="incidente-aviso" className="text-lg font-semibold text-slate-900">
          Aviso a los compradores
        </h2>
        <p className="text-sm text-slate-700">Enviado el {formatDateTime(incident.noticeSentAt)}:</p>
        <p className="whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800">{incident.noticeText}</p>
      </Card>
    );
  }
  const close = () => {
    if (!send.isPending) setConfirming(false);
  };
  return (
    <Card as="section" aria-labelledby="incidente-aviso" className="grid gap-3">
      <h2 id="incidente-aviso" className="text-lg font-semibold text-slate-900">
        Aviso a los compradores
      </h2>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <TextareaField label="Texto del aviso" value={text} onChange={(event) => setText(event.target.value)} className="min-h-48" />
        <Button type="submit" disabled={incident.affectedBuyers === 0} className="sm:justify-self-start">
          Aprobar y enviar el aviso
        </Button>
      </form>
      <Modal
        open={confirming}
        onOpenChange={(next) => !next && close()}
        title="¿Enviar el aviso?"
        description={`Se enviará por email, una sola vez y con el texto que aprobaste, a cada comprador afectado que aún tiene cuenta (${incident.affectedBuyers}).`}
      >
        <FormError error={send.error} />
        <ConfirmActions
          label="Enviar el aviso"
          pendingLabel="Enviando..."
          pending={send.isPending}
          onCancel={close}
          onConfirm={() =>
            send.mutate(text, {
              onSuccess: ({ sent }) => {
                setConfirming(false);
                toast({
                  title: 'Aviso enviado',
                  description: `Se envió a ${sent} ${sent === 1 ? 'comprador' : 'compradores'}.`,
                  variant: 'success',
                });
              },
            })
          }
        />
      </Modal>
    </Card>
  );
}
