import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { dismissToast, takeCarriedToast, toast, useCurrentToast } from './toast-store';

const variants = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

/** Radix Toast is docs/product/data.md's toast: 5 s by default, swipe right 50 px to dismiss, F8 focuses the viewport. */
export function Toaster() {
  const message = useCurrentToast();
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toast(carried);
  }, []);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notificación">
      {message && (
        <Toast.Root
          key={message.id}
          duration={message.durationMs}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={`toast-root relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${variants[message.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && <Toast.Description className="text-sm opacity-90">{message.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label="Cerrar"
            className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
