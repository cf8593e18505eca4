import { Building2 } from 'lucide-react';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { Card } from '../../components/ui/card';
import { ChangePasswordForm } from './change-password-form';
import { NameForm } from './name-form';
import { SessionsList } from './sessions-list';

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
        </div>
        <SessionsList />
      </div>
    </Page>
  );
}
