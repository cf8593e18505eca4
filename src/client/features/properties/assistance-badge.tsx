// A listing against the assistance programme in force (docs/product/programme.md#property-rules): "Elegible para
// Pronto pa' tu casa: sí / no (por qué) / por confirmar", with what the listing's facts mean for the buyer (flood
// insurance, the urban-centre bonus). The server judges it with the version in force (GET /api/properties/{id}).
import type { PropertyDetail } from '../../../shared/schemas/listings';
import { formatUsd } from '../../lib/format';

const tone = {
  si: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  no: 'bg-red-50 text-red-900 ring-red-200',
  'por-confirmar': 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

export function AssistanceBadge({ check }: { check: PropertyDetail['assistance'] }) {
  return (
    <div className={`grid gap-1 rounded-lg p-3 text-sm ring-1 ${tone[check.verdict]}`} data-testid="assistance-badge">
      <p className="font-semibold">{check.label}</p>
      {check.reasons.length > 0 && <p>Por qué: {check.reasons.join('; ')}.</p>}
      {check.toConfirm.length > 0 && <p>Falta confirmar con quien vende {check.toConfirm.join(' y ')}.</p>}
      {check.floodInsuranceRequired && <p>Está en zona inundable: el programa pide seguro de inundación, y lo sumamos al costo mensual.</p>}
      {check.urbanCentreBonus !== null && check.urbanCentreBonus > 0 && (
        <p>En un centro urbano certificado: suma {formatUsd(check.urbanCentreBonus)} a la asistencia.</p>
      )}
    </div>
  );
}
