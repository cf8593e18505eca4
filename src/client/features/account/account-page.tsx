import { Building2, FileDown } from 'lucide-react';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { screens } from '../../../shared/screens';
import { ChangePasswordForm } from './change-password-form';
import { NameForm } from './name-form';
import { SessionsList } from './sessions-list';
import { TwoFactorCard } from './two-factor-card';

/** The signed-in person's own account, for every role: name, password, active sessions; staff see their institution. */
export default function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  const staff = user.role === 'institution';
  return (
    <Page title="Mi cuenta" subtitle={user.email}>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          {staff && user.institution && (
            <Card as="section" aria-labelledby="cuenta-institucion" className="grid gap-2">
              <h2 id="cuenta-institucion" className="text-lg font-semibold text-slate-900">
                Institución
              </h2>
              <p className="flex items-center gap-2 text-slate-800">
                <Building2 className="size-5 shrink-0 text-blue-700" aria-hidden="true" />
                <span className="font-medium">{user.institution.name}</span>
              </p>
              <p className="text-sm text-slate-600">
                Para cambiar de institución o dar acceso a un compañero, escribe al equipo de Casa Joven PR.
              </p>
            </Card>
          )}
          <NameForm name={user.name} />
          <ChangePasswordForm staff={staff} />
          <TwoFactorCard user={user} />
          {user.role === 'buyer' && (
            <Card as="section" aria-labelledby="cuenta-datos" className="grid gap-3">
              <h2 id="cuenta-datos" className="text-lg font-semibold text-slate-900">
                Tus datos
              </h2>
              <p className="text-sm text-slate-600">Descarga todo lo que guardamos sobre ti, o elimina tu cuenta.</p>
              <LinkButton href={screens.accountData} variant="secondary" className="w-full sm:w-auto sm:justify-self-start">
                <FileDown className="size-4" aria-hidden="true" /> Descargar o eliminar mis datos
              </LinkButton>
            </Card>
          )}
        </div>
        <SessionsList />
      </div>
    </Page>
  );
}
