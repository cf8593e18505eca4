// Console › Programa: the programme's parameters as versioned data (docs/product/programme.md#programme-parameters-as-data).
// The operator drafts a version from the one in force, previews a sample buyer under both, publishes it (now or on
// a later date), and reads every version with what it changed.
import { AdminLayout } from '../../components/layouts/admin-layout';
import { useAdminProgramme } from './api/programme';
import { ProgrammeForm } from './programme-form';
import { ProgrammeHistory } from './programme-history';

export default function ProgrammePage() {
  const programme = useAdminProgramme();
  return (
    <AdminLayout
      title="Programa"
      subtitle="Las cifras del programa que usan la elegibilidad, la calculadora, las cartas y la portada. Cada cambio es una versión nueva."
    >
      {programme.isError && <p className="text-red-800">No se pudo cargar el programa. Intenta de nuevo.</p>}
      {!programme.data ? (
        !programme.isError && (
          <p role="status" className="text-slate-700">
            Cargando el programa...
          </p>
        )
      ) : (
        <div className="grid gap-6">
          <ProgrammeForm programme={programme.data} />
          <ProgrammeHistory programme={programme.data} />
        </div>
      )}
    </AdminLayout>
  );
}
