import { useLocation } from 'wouter';
import { AdminLayout } from './admin-layout';
import { adminSections } from './admin-sections';

/** A console section whose screen has not been built yet. */
export default function SectionPending() {
  const [location] = useLocation();
  const section = adminSections.find((item) => item.href === location);
  return (
    <AdminLayout title={section?.label ?? 'Consola'}>
      <p className="text-slate-700">Esta sección está en construcción.</p>
    </AdminLayout>
  );
}
