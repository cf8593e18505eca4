import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A centred Radix dialog that fits a 390 px phone and scrolls inside itself. With `dismissible` false, a click
 * outside or Escape does not close it: the buyer answers with one of its buttons.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  dismissible?: boolean;
  children: ReactNode;
}) {
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onInteractOutside={keepOpen}
          onEscapeKeyDown={keepOpen}
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl outline-none sm:p-6"
        >
          <div className="grid gap-1.5">
            <Dialog.Title className="text-lg font-bold text-slate-900 sm:text-xl">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-700">{description}</Dialog.Description>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
