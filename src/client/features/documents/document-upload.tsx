import { Camera, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import { documentContentTypes, documentCopy, maxDocumentBytes, type BuyerDocument } from '../../../shared/schemas/buyer-documents';
import { ProgressBar } from '../../components/ui/progress-bar';
import { errorMessage } from '../../lib/api';
import { uploadFile } from '../../lib/upload';
import { useRefreshMyDocuments } from './api/my-documents';

interface Sending {
  key: string;
  name: string;
  file: File;
  /** 0–100. */
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

let nextKey = 0;
const accept = documentContentTypes.join(',');
const controlClass =
  'inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700';

/**
 * "Subir" for one checklist item (docs/product/documents.md#the-buyer): one or several files, each sent on its own with
 * a progress bar and, when refused, the server's Spanish reason beside the item. On a phone "Tomar foto" opens the
 * camera directly; "Subir" offers the camera, the photos and the files. With `replaces`, one file: the new version of
 * a rejected document.
 */
export function DocumentUpload({
  item,
  itemLabel,
  replaces,
  children,
}: {
  item: string;
  itemLabel: string;
  replaces?: string;
  /** More buttons for the item, in the same row ("No aplica"). */
  children?: ReactNode;
}) {
  const inputId = useId();
  const [sendings, setSendings] = useState<Sending[]>([]);
  const running = useRef(false);
  const refresh = useRefreshMyDocuments();

  const update = (key: string, change: Partial<Sending>) =>
    setSendings((current) => current.map((sending) => (sending.key === key ? { ...sending, ...change } : sending)));

  const sendAll = async (queue: Sending[]) => {
    running.current = true;
    for (const sending of queue) {
      if (sending.state !== 'waiting') continue;
      update(sending.key, { state: 'sending' });
      try {
        await uploadFile<BuyerDocument>(apiPaths.myDocuments, sending.file, {
          field: 'file',
          fields: replaces ? { item, replaces } : { item },
          onProgress: (sent, total) => total > 0 && update(sending.key, { percent: Math.round((sent / total) * 100) }),
        });
        update(sending.key, { state: 'done', percent: 100 });
      } catch (error) {
        update(sending.key, {
          state: 'failed',
          error: errorMessage(error, 'No se pudo subir el archivo. Revisa tu conexión e inténtalo de nuevo.'),
        });
      }
      await refresh();
    }
    running.current = false;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, replaces ? 1 : undefined);
    event.target.value = '';
    if (files.length === 0 || running.current) return;
    const queue: Sending[] = files.map((file) => {
      // Refused here too, so a phone on mobile data does not send 20 MB to hear "too large".
      const tooBig = file.size > maxDocumentBytes;
      return {
        key: String(nextKey++),
        name: file.name,
        file,
        percent: 0,
        state: tooBig ? 'failed' : 'waiting',
        error: tooBig ? documentCopy.tooLarge : undefined,
      };
    });
    setSendings(queue);
    void sendAll(queue);
  };

  const action = replaces ? 'Subir otra versión' : 'Subir';
  return (
    <div className="grid gap-2">
      {/* Two even columns on a phone, so "Subir", "Tomar foto" and "No aplica" line up instead of wrapping raggedly. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <label
          htmlFor={`${inputId}-file`}
          className={`${controlClass} ${replaces ? 'col-span-2 bg-blue-700 text-white hover:bg-blue-800' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
        >
          <Upload className="size-4" aria-hidden="true" />
          {action}
          <input
            id={`${inputId}-file`}
            type="file"
            accept={accept}
            multiple={!replaces}
            aria-label={`${action}: ${itemLabel}`}
            className="sr-only"
            onChange={choose}
          />
        </label>
        <label
          htmlFor={`${inputId}-camera`}
          className={`${controlClass} hidden border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 pointer-coarse:inline-flex`}
        >
          <Camera className="size-4" aria-hidden="true" />
          Tomar foto
          <input
            id={`${inputId}-camera`}
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            aria-label={`Tomar foto: ${itemLabel}`}
            className="sr-only"
            onChange={choose}
          />
        </label>
        {children}
      </div>
      {sendings.length > 0 && (
        <ul className="grid gap-2" aria-label={`Archivos que se están subiendo: ${itemLabel}`}>
          {sendings.map((sending) => (
            <li key={sending.key} className="grid gap-1.5 rounded-md bg-slate-50 p-2.5 text-sm ring-1 ring-slate-200">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate font-medium text-slate-900">{sending.name}</span>
                <span className={`shrink-0 ${sending.state === 'failed' ? 'text-red-700' : 'text-slate-700'}`}>
                  {sending.state === 'waiting'
                    ? 'En espera'
                    : sending.state === 'sending'
                      ? `${sending.percent}%`
                      : sending.state === 'done'
                        ? 'Enviado'
                        : 'No se subió'}
                </span>
              </div>
              {sending.state !== 'failed' && (
                <ProgressBar
                  value={sending.percent}
                  label={`Subiendo ${sending.name}`}
                  valueText={`${sending.percent}%`}
                  tone={sending.state === 'done' ? 'green' : 'blue'}
                />
              )}
              {sending.error && (
                <p role="alert" className="text-red-700">
                  {sending.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
