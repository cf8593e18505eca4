// /admin/propiedades: the operator's own listings, every institution's, and the CSV import (docs/product/listings.md#who-publishes).
import { screens } from '../../../shared/screens';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { ListingsPublishingScreen } from './publishing-screen';

export default function AdminListingsPage() {
  return (
    <AdminLayout title="Propiedades" subtitle="Las propiedades del programa y las de cada institución; importa varias desde un CSV.">
      <ListingsPublishingScreen publisher="admin" path={screens.adminListings} />
    </AdminLayout>
  );
}
