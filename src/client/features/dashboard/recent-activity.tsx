import { Card } from '../../components/ui/card';
import { useRecentEligibility } from '../../api/recent-eligibility';
import { formatDate } from '../../lib/format';

const dashboardActivityCount = 3;

/** docs/product/screens.md: the first three of the recent eligibility checks. */
export function RecentActivity() {
  const recent = useRecentEligibility();
  const shown = (recent.data ?? []).slice(0, dashboardActivityCount);
  return (
    <Card className="grid gap-3">
      <h2 className="font-semibold text-slate-900">Actividad reciente</h2>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{recent.isLoading ? 'Cargando...' : 'Aún no hay actividad.'}</p>
      ) : (
        <ul className="grid gap-2">
          {shown.map((item) => (
            <li key={item.id} className="grid text-sm">
              <span className="font-medium text-slate-900">
                Verificación de elegibilidad:{' '}
                <span className={item.qualifies ? 'text-emerald-800' : 'text-amber-800'}>
                  {item.qualifies ? 'Calificas' : 'No calificas'}
                </span>
              </span>
              <time dateTime={item.createdAt} className="text-slate-600">
                {formatDate(item.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
