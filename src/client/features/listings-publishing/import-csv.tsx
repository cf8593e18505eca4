import { Download, FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import type { ListingImportResult } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { toast } from '../../components/ui/toast-store';
import { useImportListings, usePreviewImport } from './api/import-listings';

const listingsWord = (n: number) => `${n} ${n === 1 ? 'propiedad' : 'propiedades'}`;

/**
 * docs/product/listings.md#who-publishes: the operator's CSV. The file is read in the browser and checked by the server
 * without writing (each row's Spanish errors by line), then imported only when every row is valid.
 */
export function ImportCsv({ onImported }: { onImported: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const importing = useImportListings();
  const result: ListingImportResult | undefined = preview.data;
  const validRows = result?.rows.filter((row) => row.errors.length === 0).length ?? 0;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    preview.reset();
    importing.reset();
    setReadError(null);
    setFile(null);
    if (!chosen) return;
    try {
      const csv = await chosen.text();
      setFile({ name: chosen.name, csv });
      preview.mutate(csv);
    } catch {
      setReadError('No se pudo leer el archivo. Elige un archivo CSV.');
    }
  };

  const runImport = () => {
    if (!file) return;
    importing.mutate(file.csv, {
      onSuccess: (done) => {
        toast({
          title: done.created === 1 ? 'Se importó 1 propiedad' : `Se importaron ${done.created} propiedades`,
          description: 'Están en la lista: revisa las que quedaron como borrador y publícalas.',
          variant: 'success',
        });
        setFile(null);
        preview.reset();
        onImported();
      },
    });
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${inputId}-heading`} className="text-lg font-bold text-slate-900">
        Importar CSV
      </h2>
      <p className="text-sm text-slate-700">
        Usa la plantilla: una propiedad por fila, con las mismas reglas del formulario. Primero revisamos el archivo sin guardar nada.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <a
          href={apiPaths.admin.listingsImportTemplate}
          download
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-blue-800 underline"
        >
          <Download className="size-4" aria-hidden="true" /> Descargar plantilla
        </a>
        <label
          htmlFor={inputId}
          className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700 hover:bg-slate-50"
        >
          <FileUp className="size-4" aria-hidden="true" />
          Elegir archivo CSV
          <input id={inputId} type="file" accept=".csv,text/csv" className="sr-only" onChange={(event) => void choose(event)} />
        </label>
        {file && <span className="min-w-0 truncate text-sm text-slate-700">{file.name}</span>}
      </div>
      <FormError error={readError ?? preview.error} />
      {preview.isPending && (
        <p role="status" className="text-slate-700">
          Revisando el archivo...
        </p>
      )}
      {result && (
        <div className="grid gap-3">
          <p role="status" className={`font-semibold ${result.valid ? 'text-emerald-800' : 'text-red-800'}`}>
            {result.rows.length === 0
              ? 'El archivo no tiene filas de propiedades.'
              : result.valid
                ? `Todo correcto: ${result.rows.length === 1 ? '1 propiedad lista' : `${result.rows.length} propiedades listas`} para importar.`
                : `${result.rows.length - validRows} de ${result.rows.length} filas ${result.rows.length - validRows === 1 ? 'tiene' : 'tienen'} errores. Corrige el archivo y vuelve a elegirlo.`}
          </p>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Vista previa de la importación</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Línea
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Título
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Resultado
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {result.rows.map((row) => (
                  <tr key={row.line} className={row.errors.length > 0 ? 'bg-red-50' : undefined}>
                    <td className="px-3 py-2 align-top text-slate-800">{row.line}</td>
                    <td className="px-3 py-2 align-top text-slate-900">{row.title || '(sin título)'}</td>
                    <td className="px-3 py-2 align-top">
                      {row.errors.length === 0 ? (
                        <span className="text-emerald-800">Correcta</span>
                      ) : (
                        <ul className="list-disc pl-4 text-red-800">
                          {row.errors.map((error) => (
                            <li key={error}>{error}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FormError error={importing.error} />
          <Button
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={!result.valid || result.rows.length === 0 || importing.isPending}
            onClick={runImport}
          >
            {importing.isPending ? 'Importando...' : `Importar ${listingsWord(result.rows.length)}`}
          </Button>
        </div>
      )}
    </section>
  );
}
