import { Download } from 'lucide-react';
import { Page } from '../../components/layouts/page';
import { Card } from '../../components/ui/card';
import { apiPaths } from '../../../shared/api-paths';
import { DeleteAccountForm } from './delete-account-form';

const exported = [
  'Tu cuenta y tus sesiones.',
  'Tus resultados de elegibilidad, tus cálculos, tu plan y tus listas de documentos.',
  'Tus cartas y mensajes a bancos, y el seguimiento de cada banco.',
  'Tu solicitud de contacto con sus preferencias y límites.',
  'Las solicitudes de las instituciones, tus respuestas y tus consentimientos.',
  'Tus conversaciones, tus avisos y los intentos de contacto que anotaron las instituciones.',
  'La lista de tus documentos subidos y con quién los compartiste.',
];

/** docs/product/buyer-control.md#the-buyers-own-data: download everything, or delete the account. */
export default function AccountDataPage() {
  return (
    <Page title="Tus datos" subtitle="Descarga todo lo que guardamos sobre ti, o elimina tu cuenta.">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card as="section" aria-labelledby="datos-descargar" className="grid gap-4">
          <h2 id="datos-descargar" className="text-lg font-semibold text-slate-900">
            Descargar mis datos
          </h2>
          <p className="text-slate-700">Un solo archivo con todo lo que Casa Joven PR guarda sobre ti:</p>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
            {exported.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Es un archivo JSON: se abre con cualquier editor de texto. Guárdalo en un lugar seguro, porque contiene tus datos personales.
          </p>
          <a
            href={apiPaths.myDataExport}
            download
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-blue-700 px-5 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:w-auto sm:justify-self-start"
          >
            <Download className="size-4" aria-hidden="true" />
            Descargar mis datos
          </a>
          {/* docs/product/documents.md#the-buyers-data: the files themselves, apart from the JSON. */}
          <p className="text-sm text-slate-600">Tus documentos subidos (PDF y fotos) se descargan aparte, en un archivo ZIP.</p>
          <a
            href={apiPaths.myDocumentsZip}
            download
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:w-auto sm:justify-self-start"
          >
            <Download className="size-4" aria-hidden="true" />
            Descargar mis documentos
          </a>
        </Card>
        <DeleteAccountForm />
      </div>
    </Page>
  );
}
