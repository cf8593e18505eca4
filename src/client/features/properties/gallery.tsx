import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { ListingPhoto } from '../../../shared/schemas/listings';

/** How far a finger must travel sideways to turn the photo. */
const swipeMinPx = 40;

/** The main photo is as wide as the page's left column. */
const mainSizes = '(min-width: 1024px) 36rem, 100vw';

const navButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * docs/product/listings.md#browsing: the listing's photos. Previous/next buttons, the arrow keys while anything in the
 * gallery has focus, a swipe on a touch screen, and a row of thumbnails; "Foto 2 de 5" is announced as it changes.
 */
export function Gallery({ photos, title }: { photos: ListingPhoto[]; title: string }) {
  const [index, setIndex] = useState(0);
  const root = useRef<HTMLElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)]!;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  // Arrow keys anywhere inside the gallery (its buttons and thumbnails take the focus).
  useEffect(() => {
    const element = root.current;
    if (!element || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      setIndex((i) => (i + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [count]);

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= swipeMinPx && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  return (
    <section ref={root} aria-roledescription="galería" aria-label={`Fotos de ${title}`} className="grid gap-3">
      <div
        className="relative overflow-hidden rounded-xl bg-slate-900 [touch-action:pan-y]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <img
          key={current.id}
          src={current.src}
          srcSet={current.srcset}
          sizes={mainSizes}
          width={current.width}
          height={current.height}
          alt={`Foto ${index + 1} de ${count}: ${title}`}
          draggable={false}
          className="aspect-[4/3] w-full select-none object-contain"
        />
        {count > 1 && (
          <>
            <button type="button" className={`${navButton} left-2`} aria-label="Foto anterior" onClick={() => go(-1)}>
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button type="button" className={`${navButton} right-2`} aria-label="Foto siguiente" onClick={() => go(1)}>
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white"
        >
          Foto {index + 1} de {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Miniaturas">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Ver foto ${i + 1} de ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-md ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${i === index ? 'ring-2 ring-blue-700' : 'opacity-80 hover:opacity-100'}`}
              >
                <img src={photo.src} alt="" width={96} height={72} loading="lazy" className="h-[72px] w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
