import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { twoFactorCopy } from '../../../shared/copy/two-factor';
import { safeReturnTo } from '../../../shared/return-to';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { screens } from '../../../shared/screens';
import { useAuth } from '../../api/auth-user';
import { Page } from '../../components/layouts/page';
import { TwoFactorChallenge } from '../../components/two-factor-challenge';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { Enrolment } from './enrolment';

const homeFor = (role: CurrentUser['role']) =>
  role === 'institution' ? screens.leadsDashboard : role === 'admin' ? screens.admin : screens.account;

/**
 * docs/product/two-factor.md: where a signed-in person turns on the authenticator app, and where staff and operators
 * whose session has not passed a code yet are sent (with `returnTo`) before any lead or console screen.
 */
export default function TwoFactorPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  // Chosen once: the enrolment's last step (the recovery codes) comes after the session has already passed.
  const [mode] = useState(() =>
    !user?.twoFactorEnabled ? 'enrol' : user.secondFactorPassed ? 'done' : ('code' as 'enrol' | 'code' | 'done'),
  );
  if (!user) return null;
  const next = safeReturnTo(params.get('returnTo'), homeFor(user.role));
  const staff = user.role !== 'buyer';

  return (
    <Page title="Verificación en dos pasos" subtitle="Un código de tu teléfono, además de la contraseña, protege tu cuenta.">
      <div className="grid max-w-2xl gap-6">
        {staff && mode !== 'done' && (
          <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-950 ring-1 ring-blue-100">
            {mode === 'enrol' ? twoFactorCopy.required : 'Confirma tu código de verificación para ver los datos de compradores.'}
          </p>
        )}
        {mode === 'enrol' && <Enrolment email={user.email} done={next} />}
        {mode === 'code' && (
          <Card>
            <TwoFactorChallenge heading={false} onVerified={() => navigate(next, { replace: true })} />
          </Card>
        )}
        {mode === 'done' && (
          <Card className="grid gap-4">
            <p className="text-slate-800">{twoFactorCopy.alreadyEnabled}</p>
            <LinkButton href={next} className="justify-self-start">
              Continuar
            </LinkButton>
          </Card>
        )}
      </div>
    </Page>
  );
}
