import { Bell } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/auth-user';
import { useBuyerNotices } from '../../api/buyer-notices';

const pathOf = (link: string) => link.split(/[?#]/)[0] || '/';

/**
 * docs/product/screens.md#notifications-reach-people: a signed-in buyer's newest unread in-app notice, in a banner under the header. It stays out of the
 * way on the screen the notice points to (that screen marks notices read).
 */
export function BuyerNotices() {
  const { user } = useAuth();
  const [location] = useLocation();
  const isBuyer = user?.role === 'buyer';
  const notices = useBuyerNotices(isBuyer);
  const newest = isBuyer ? notices.data?.[0] : undefined;
  const visible = newest && newest.link.startsWith('/') && pathOf(newest.link) !== location;
  const more = (notices.data?.length ?? 0) - 1;

  return (
    <div role="status" className={visible ? 'border-b border-amber-200 bg-amber-50' : undefined}>
      {visible && (
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
          <Bell className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
          <div className="min-w-0 flex-1 text-sm text-slate-900">
            <p className="font-semibold">{newest.title}</p>
            <p className="text-slate-800">
              {newest.body}
              {more > 0 && ` (${more === 1 ? '1 aviso más' : `${more} avisos más`})`}
            </p>
          </div>
          <Link
            href={newest.link}
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Ver solicitud
          </Link>
        </div>
      )}
    </div>
  );
}
