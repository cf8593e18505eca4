import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { journeySteps } from '../steps';
import { StepLink } from './step-link';

/** docs/product/screens.md: the mobile side drawer lists all eight steps. */
export default function MobileDrawer({ location, onClose }: { location: string; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-slate-900">Tu camino a casa</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-slate-100" aria-label="Cerrar menú">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Los ocho pasos del proceso de compra de tu primera vivienda.</Dialog.Description>
          <nav aria-label="Pasos (móvil)">
            <ol className="grid gap-1">
              {journeySteps.map((item) => (
                <li key={item.href}>
                  <StepLink {...item} location={location} onClick={onClose} className="gap-3 rounded-md px-3 py-2.5" />
                </li>
              ))}
            </ol>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
