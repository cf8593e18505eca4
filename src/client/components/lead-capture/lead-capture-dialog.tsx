import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { variantCopy, type LeadVariant } from '../../../shared/domain/lead-variant';
import { LeadForm, type LeadPrefill } from './lead-form';
import { LeadSuccessPanel } from './lead-success-panel';
import { useRecordLeadDialogShown } from '../../api/lead-dialog-shown';
import { useSubmitLead } from '../../api/submit-lead';
import { userLeadsKey } from '../../api/user-leads';

/** docs/product/constants.md: the success panel closes the dialog after 3000 ms. */
export const successPanelMs = 3000;

export interface LeadCaptureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: LeadVariant;
  title: string;
  description: string;
  prefill?: LeadPrefill;
  /** The button that opens the dialog, if the caller wants Radix to wire it (focus returns to it on close). */
  trigger?: ReactNode;
}

/**
 * docs/product/screens.md and data.md lead-capture dialog. Closing (Cancel, ×, Escape, outside click) is ignored while sending; any close
 * clears the success state, and the form starts fresh on the next open because it unmounts with the dialog.
 */
export function LeadCaptureDialog({ open, onOpenChange, variant, title, description, prefill, trigger }: LeadCaptureDialogProps) {
  const queryClient = useQueryClient();
  const submission = useSubmitLead(variant);
  const recordShown = useRecordLeadDialogShown().mutate;
  const submitting = submission.isPending;
  const succeeded = submission.isSuccess;

  const close = () => {
    if (submitting) return;
    submission.reset();
    onOpenChange(false);
  };
  const closeAfterSuccess = useEffectEvent(close);

  // docs/product/screens.md#the-buyer-asks-to-be-contacted: the operator compares conversion per variant, so each opening is recorded; the server decides
  // the variant from the buyer's id and keeps one row per buyer. Losing this record must never block the dialog.
  useEffect(() => {
    if (open) recordShown();
  }, [open, recordShown]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(closeAfterSuccess, successPanelMs);
    // The buyer's leads are refreshed when the success panel goes away (timer, manual close or leaving the
    // page), so a screen that hides its "contact me" card once a lead exists does not cut the panel short.
    return () => {
      clearTimeout(timer);
      void queryClient.invalidateQueries({ queryKey: userLeadsKey });
    };
  }, [succeeded, queryClient]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-busy={submitting || undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              disabled={submitting}
              aria-label="Cerrar"
              className="-mr-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {succeeded ? (
            <LeadSuccessPanel heading={variantCopy[variant].success} />
          ) : (
            <LeadForm
              variant={variant}
              prefill={prefill}
              submitting={submitting}
              onSubmit={(values) => submission.mutate(values)}
              onCancel={close}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
