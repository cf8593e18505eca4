import { DropdownMenu } from 'radix-ui';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { Bell, Building2, ClipboardList, LogOut, MessageSquare, Settings, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { apiPaths } from '../../../shared/api-paths';
import { screens } from '../../../shared/screens';
import { displayName, mayReadData } from '../../api/auth-user';
import { badgeText, useUnreadCount } from '../../api/unread-count';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-900';

/** docs/product/screens.md signed-in user menu; loaded only once someone is signed in. */
export default function SignedInMenu({ user }: { user: CurrentUser }) {
  const unread = useUnreadCount(mayReadData(user));
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      {/* The name comes from what is shown, visible name first (WCAG 2.5.3): no aria-label that could drift from it. */}
      <DropdownMenu.Trigger className="relative flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pl-1 pr-3 text-sm font-medium text-slate-800 hover:bg-slate-50">
        <span className="flex size-8 items-center justify-center rounded-full bg-blue-700 font-semibold text-white" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="sr-only max-w-32 truncate sm:not-sr-only sm:inline">{name}</span>
        <span className="sr-only">{`(menú de tu cuenta${unread ? `, ${unread} mensajes sin leer` : ''})`}</span>
        {unread > 0 && (
          <span
            className="absolute -left-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold text-white"
            aria-hidden="true"
          >
            {badgeText(unread, 9)}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">{user.email}</DropdownMenu.Label>
          {user.role === 'institution' ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={screens.leadsDashboard}>
                <Building2 className="size-4" aria-hidden="true" /> Portal de Leads
              </Link>
            </DropdownMenu.Item>
          ) : user.role === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={screens.admin}>
                <Settings className="size-4" aria-hidden="true" /> Consola
              </Link>
            </DropdownMenu.Item>
          ) : (
            <BuyerItems unread={unread} />
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={screens.account}>
              <UserRound className="size-4" aria-hidden="true" /> Mi cuenta
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={apiPaths.logout}>
              <LogOut className="size-4" aria-hidden="true" /> Cerrar Sesión
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function BuyerItems({ unread }: { unread: number }) {
  return (
    <>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link href={screens.messages}>
          <MessageSquare className="size-4" aria-hidden="true" /> Centro de Mensajes
          {unread > 0 && <span className="ml-auto rounded-full bg-red-600 px-2 text-xs font-bold text-white">{badgeText(unread, 99)}</span>}
        </Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link href={screens.connectionRequests}>
          <Bell className="size-4" aria-hidden="true" /> Solicitudes de Conexión
        </Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link href={screens.dashboard}>
          <ClipboardList className="size-4" aria-hidden="true" /> Mi Progreso
        </Link>
      </DropdownMenu.Item>
    </>
  );
}
