// Beside an unlocked contact (docs/product/buyer-control.md): how the buyer accepts to be reached, and the consent
// certificate to download as proof.
import { apiPaths } from '../../../shared/api-paths';
import { contactChannelLabels, formatHour, type ContactPreferences } from '../../../shared/schemas/buyer-control';

/** Two short lines, so they fit the table's contact column: the channels, then the hours for calls (or none). */
export function ContactPreferencesLine({ preferences }: { preferences: ContactPreferences }) {
  const calls = preferences.channels.includes('phone')
    ? `de ${formatHour(preferences.callFromHour)} a ${formatHour(preferences.callToHour)} (hora de Puerto Rico)`
    : 'no llamar';
  return (
    <div className="grid gap-0.5 text-sm text-slate-800">
      <p>
        <span className="font-semibold text-slate-900">Contactar por: </span>
        {preferences.channels.map((channel) => contactChannelLabels[channel]).join(', ')}
      </p>
      <p>
        <span className="font-semibold text-slate-900">Llamadas: </span>
        {calls}
      </p>
    </div>
  );
}

const linkClass = 'inline-flex min-h-6 min-w-6 items-center justify-center px-1 font-semibold text-blue-800 underline';

/** "Certificado de consentimiento: PDF · JSON"; each link is named in full for screen readers. */
export function CertificateLinks({ leadId }: { leadId: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm text-slate-800">
      <span>Certificado de consentimiento:</span>
      <a className={linkClass} href={apiPaths.consentCertificate(leadId, 'pdf')} download aria-label="Certificado de consentimiento (PDF)">
        PDF
      </a>
      <span aria-hidden="true">·</span>
      <a
        className={linkClass}
        href={apiPaths.consentCertificate(leadId, 'json')}
        download
        aria-label="Certificado de consentimiento (JSON)"
      >
        JSON
      </a>
    </p>
  );
}
