import { Page } from '../../app/layout/page';

/** Stand-in for a screen whose issue has not landed yet: its heading and one line. */
export default function UnderConstruction({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className="rounded-lg bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200">Esta sección está en construcción.</p>
    </Page>
  );
}
