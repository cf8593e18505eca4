import { Hammer, Home, LandPlot } from 'lucide-react';
import type { PropertyType } from '../../../shared/choices';
import type { ListingPhoto } from '../../../shared/schemas/listings';

const drawings = { casa: Home, solar: LandPlot, reparacion: Hammer } as const;

interface Props {
  photo: ListingPhoto | null;
  /** The sample homes' drawing, used when there is no photo. */
  imageUrl: string | null;
  type: PropertyType;
  /** `sizes` for the photo's `srcset`: how wide it is drawn at each screen width. */
  sizes: string;
  alt: string;
  className?: string;
  /** Cards below the fold load when they come near; the detail page's first photo loads at once. */
  eager?: boolean;
}

/** A listing's picture: its photo in the size the screen needs, else the sample home's drawing, else a neutral drawing of its type. */
export function PropertyImage({ photo, imageUrl, type, sizes, alt, className, eager }: Props) {
  const frame = `aspect-[4/3] w-full bg-sky-50 object-cover ${className ?? ''}`;
  if (photo) {
    return (
      <img
        src={photo.src}
        srcSet={photo.srcset}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={frame}
      />
    );
  }
  if (imageUrl) return <img src={imageUrl} alt={alt} width={400} height={300} loading={eager ? 'eager' : 'lazy'} className={frame} />;
  const Drawing = drawings[type];
  return (
    <div className={`flex items-center justify-center bg-slate-100 ${frame}`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
      <Drawing className="size-16 text-slate-400" strokeWidth={1.25} aria-hidden="true" />
    </div>
  );
}
