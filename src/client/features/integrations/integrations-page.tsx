// The institution's own systems (docs/product/lender-integrations.md): API keys for its CRM, and webhooks that tell it
// when something happens.
import { Link } from 'wouter';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

export default function IntegrationsPage() {
  return (
    <Page wide title="Integraciones" subtitle="Conecta los sistemas de tu institución: claves para el API y avisos automáticos (webhooks).">
      <Link href={screens.leadsDashboard} className="mb-6 inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
        Volver al portal de leads
      </Link>
      <div className="grid gap-8">
        <ApiKeysSection />
        <WebhooksSection />
      </div>
    </Page>
  );
}
