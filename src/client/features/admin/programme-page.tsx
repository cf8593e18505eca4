// Console › Programas: the two programmes' parameters as versioned data (docs/product/programme.md#programme-parameters-as-data),
// the loan (Vivienda Joven) and the assistance (Pronto pa' tu casa), each on its own tab. The operator drafts a
// version from the one in force, previews a sample buyer under both, publishes it (now or on a later date), and reads
// every version with what it changed. Both tabs stay mounted, so a draft survives a look at the other programme
// (docs/decisions/0143-two-programmes-on-the-screens.md).
import { Tabs } from 'radix-ui';
import type { ProgrammeKind } from '../../../shared/programme';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { useAdminProgrammes } from './api/programme';
import { ProgrammeForm } from './programme-form';
import { ProgrammeHistory } from './programme-history';
import { stateLabels } from './programme-fields';

const kinds: Array<{ kind: ProgrammeKind; role: string }> = [
  { kind: 'loan', role: 'Préstamo' },
  { kind: 'assistance', role: 'Asistencia' },
];

export default function ProgrammePage() {
  const programmes = useAdminProgrammes();
  const data = programmes.data;
  return (
    <AdminLayout
      title="Programas"
      subtitle="Las cifras del préstamo y de la asistencia que usan la elegibilidad, la calculadora, las cartas y la portada. Cada cambio es una versión nueva."
    >
      {programmes.isError && <p className="text-red-800">No se pudieron cargar los programas. Intenta de nuevo.</p>}
      {!data ? (
        !programmes.isError && (
          <p role="status" className="text-slate-700">
            Cargando los programas...
          </p>
        )
      ) : (
        <Tabs.Root defaultValue="loan" className="grid gap-6">
          <Tabs.List aria-label="Programas" className="flex flex-wrap gap-2 border-b border-slate-200">
            {kinds.map(({ kind, role }) => {
              const current = data[kind].current.parameters;
              return (
                <Tabs.Trigger
                  key={kind}
                  value={kind}
                  className="-mb-px grid min-h-11 justify-items-start border-b-2 border-transparent px-3 py-2 text-left text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 data-[state=active]:border-blue-700 data-[state=active]:text-blue-900"
                >
                  <span className="text-base font-semibold">{current.name}</span>{' '}
                  <span className="text-xs">
                    {role} · {stateLabels[current.status.state]}
                  </span>
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {kinds.map(({ kind }) => (
            <Tabs.Content key={kind} value={kind} forceMount className="grid gap-6 data-[state=inactive]:hidden">
              <ProgrammeForm
                kind={kind}
                programme={data[kind]}
                other={{ loan: data.loan.current.parameters, assistance: data.assistance.current.parameters }}
              />
              <ProgrammeHistory kind={kind} programme={data[kind]} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </AdminLayout>
  );
}
