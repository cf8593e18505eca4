// /leads-dashboard/propiedades: the institution publishes its homes for sale (docs/product/listings.md#who-publishes).
import { Link } from 'wouter';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { ListingsPublishingScreen } from './publishing-screen';

export default function InstitutionListingsPage() {
  return (
    <Page wide title="Propiedades" subtitle="Publica las propiedades de tu institución para compradores que ya conocen su presupuesto.">
      <ListingsPublishingScreen
        publisher="institution"
        path={screens.institutionListings}
        intro={
          <Link href={screens.leadsDashboard} className="inline-flex min-h-11 w-fit items-center font-semibold text-blue-800 underline">
            Volver al portal de leads
          </Link>
        }
      />
    </Page>
  );
}
