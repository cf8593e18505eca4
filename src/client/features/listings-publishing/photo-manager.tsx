import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { maxPhotoBytes, maxPhotosPerListing, type OwnerListing } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { uploadFile } from '../../lib/upload';
import { useDeletePhoto, useRefreshListings, type ListingsApi } from './api/listings';

interface Upload {
  key: string;
  name: string;
  file: File;
  /** 0–100. */
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

const megabytes = Math.round(maxPhotoBytes / (1024 * 1024));
let nextKey = 0;

/**
 * docs/product/listings.md#photos: one or several photos from the phone (its camera too, through the same input) or the
 * computer, each with its own progress bar and, when refused, the server's Spanish reason; the stored ones as
 * thumbnails with "Borrar". Sent one after another, so the 12-photo limit is counted in order.
 */
export function PhotoManager({ api, listing }: { api: ListingsApi; listing: OwnerListing }) {
  const inputId = useId();
  const hintId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const running = useRef(false);
  const refresh = useRefreshListings(api);
  const remove = useDeletePhoto(api, listing.id);
  const photos = listing.photos;
  const full = photos.length >= maxPhotosPerListing;

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const sendAll = async (queue: Upload[]) => {
    running.current = true;
    for (const upload of queue) {
      if (upload.state !== 'waiting') continue;
      update(upload.key, { state: 'sending' });
      try {
        await uploadFile(api.photos(listing.id), upload.file, {
          field: 'photo',
          onProgress: (sent, total) => total > 0 && update(upload.key, { percent: Math.round((sent / total) * 100) }),
        });
        update(upload.key, { state: 'done', percent: 100 });
        await refresh();
      } catch (error) {
        update(upload.key, {
          state: 'failed',
          error: errorMessage(error, 'No se pudo subir la foto. Revisa tu conexión e inténtalo de nuevo.'),
        });
      }
    }
    running.current = false;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0 || running.current) return;
    const queue: Upload[] = files.map((file) => {
      const tooBig = file.size > maxPhotoBytes;
      return {
        key: String(nextKey++),
        name: file.name,
        file,
        percent: 0,
        state: tooBig ? 'failed' : 'waiting',
        error: tooBig ? `La foto pasa de ${megabytes} MB. Elige una más pequeña.` : undefined,
      };
    });
    setUploads(queue);
    void sendAll(queue);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${inputId}-heading`} className="text-lg font-bold text-slate-900">
          Fotos
        </h2>
        <p className="text-sm text-slate-700">
          {photos.length} de {maxPhotosPerListing} fotos
        </p>
      </div>
      <div className="grid gap-1.5">
        <label
          htmlFor={inputId}
          className={`inline-flex h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold has-[:focus-visible]:outline-2 sm:w-fit ${
            full ? 'cursor-not-allowed bg-slate-200 text-slate-600' : 'bg-blue-700 text-white hover:bg-blue-800'
          } focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700`}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          Agregar fotos
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            multiple
            disabled={full}
            aria-describedby={hintId}
            className="sr-only"
            onChange={choose}
          />
        </label>
        <p id={hintId} className="text-xs text-slate-600">
          JPEG, PNG o WebP, hasta {megabytes} MB cada una y {maxPhotosPerListing} por propiedad. En el teléfono puedes tomarlas con la
          cámara. La primera es la portada.
        </p>
      </div>

      {uploads.length > 0 && (
        <ul className="grid gap-3" aria-label="Fotos que se están subiendo">
          {uploads.map((upload) => (
            <li key={upload.key} className="grid gap-1.5 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate font-medium text-slate-900">{upload.name}</span>
                <span className={`shrink-0 ${upload.state === 'failed' ? 'text-red-700' : 'text-slate-700'}`}>
                  {upload.state === 'waiting'
                    ? 'En espera'
                    : upload.state === 'sending'
                      ? `${upload.percent}%`
                      : upload.state === 'done'
                        ? 'Subida'
                        : 'No se subió'}
                </span>
              </div>
              {upload.state !== 'failed' && (
                <ProgressBar
                  value={upload.percent}
                  label={`Subiendo ${upload.name}`}
                  valueText={`${upload.percent}%`}
                  tone={upload.state === 'done' ? 'green' : 'blue'}
                />
              )}
              {upload.error && (
                <p role="alert" className="text-red-700">
                  {upload.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      {photos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">
          Todavía no tiene fotos. Las propiedades con fotos reciben más interés.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Fotos de la propiedad">
          {photos.map((photo, index) => (
            <li key={photo.id} className="grid gap-1.5">
              <img
                src={photo.src}
                alt={`Foto ${index + 1}${index === 0 ? ' (portada)' : ''}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
              />
              <Button
                variant="secondary"
                className="h-9 px-3"
                aria-label={`Borrar foto ${index + 1}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(photo.id, {
                    onSuccess: () => toast({ title: 'Foto borrada', variant: 'success' }),
                    onError: (error) =>
                      toast({
                        title: 'No se pudo borrar la foto',
                        description: errorMessage(error, 'Inténtalo de nuevo.'),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                <Trash2 className="size-4" aria-hidden="true" /> Borrar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
