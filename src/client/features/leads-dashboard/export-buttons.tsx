// docs/product/screens.md exports: the CSV is built and streamed by the server with the same filters; the PDF is the print view.
import { Download, Printer } from 'lucide-react';
import { apiPaths } from '../../../shared/api-paths';
import { screens } from '../../../shared/screens';
import { toast } from '../../components/ui/toast-store';
import { filtersQuery, type FilterForm } from './filters-query';

const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function ExportButtons({ filters }: { filters: FilterForm }) {
  const exported = (what: string) =>
    toast({ title: 'Exportación exitosa', description: `${what} de tus leads está listo.`, variant: 'success' });
  const openPrintView = () => {
    window.open(`${screens.leadsPrint}${filtersQuery(filters)}`, '_blank');
    exported('El PDF');
  };
  return (
    <div className="flex flex-wrap gap-3">
      <a className={buttonClass} href={`${apiPaths.bankLeadsCsv}${filtersQuery(filters)}`} download onClick={() => exported('El CSV')}>
        <Download className="size-4" aria-hidden="true" />
        Exportar CSV
      </a>
      <button type="button" className={buttonClass} onClick={openPrintView}>
        <Printer className="size-4" aria-hidden="true" />
        Exportar PDF
      </button>
    </div>
  );
}
