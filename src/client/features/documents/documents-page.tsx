import { ClipboardList, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { housingOptions } from '../../../shared/housing-options';
import type { DocumentsRecord } from '../../../shared/schemas/documents';
import { Loading } from '../../components/ui/loading';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { totalBudgetOf } from '../../lib/budget';
import { formatUsd } from '../../lib/format';
import { usePlan } from '../../api/plan';
import { useProgress } from '../../api/progress';
import { useInstitutions } from '../../api/institutions';
import { eligibilityDefaultsOf, lastDocumentsRecordOf, profileDefaults } from './buyer-defaults';
import { ContactMessageForm } from './contact-message-form';
import { checklistItems } from '../../../shared/domain/documents-list';
import { errorMessage } from '../../lib/api';
import { useMyDocuments } from './api/my-documents';
import { DocumentSharing } from './document-sharing';
import { DocumentsChecklist } from './documents-checklist';
import { DocumentsProfileForm } from './documents-profile-form';

const cardClass = 'grid content-start gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * docs/product/screens.md#documents (/documents): the personalised list, each item with its papers
 * (docs/product/documents.md), sharing them, and the contact-message generator. On a phone in that order; on a wide
 * screen the profile beside the sharing (beside the message while there is no list yet), then the list and the
 * message at full width.
 */
export default function DocumentsPage() {
  const { user } = useAuth();
  const progress = useProgress();
  const plan = usePlan();
  const institutions = useInstitutions();
  const [saved, setSaved] = useState<DocumentsRecord | null>(null);
  const files = useMyDocuments();

  if (progress.isPending || plan.isPending || institutions.isPending) return <Loading />;

  const eligibility = eligibilityDefaultsOf(progress.data);
  const last = lastDocumentsRecordOf(progress.data);
  const record = saved ?? last;
  const selectedOption = plan.data?.selectedHousingOption ?? null;
  const totalBudget = totalBudgetOf(progress.data);

  return (
    <Page
      title="Documentos"
      subtitle="Prepara los documentos que te pedirán el banco y el programa, y contacta a una institución cuando estés listo."
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="tu-perfil" className={`${cardClass} lg:col-start-1 lg:row-start-1`}>
          <div className="flex items-start gap-3">
            <ClipboardList className="mt-1 size-6 shrink-0 text-blue-700" aria-hidden="true" />
            <div>
              <h2 id="tu-perfil" className="text-xl font-bold text-slate-900">
                Tu lista personalizada
              </h2>
              <p className="text-sm text-slate-700">Cuéntanos un poco de ti y te diremos qué documentos reunir.</p>
            </div>
          </div>
          <DocumentsProfileForm defaults={profileDefaults(last, eligibility, selectedOption)} onSaved={setSaved} />
        </section>

        {record && (
          <div className="lg:col-span-2 lg:row-start-2">
            <DocumentsChecklist
              record={record}
              files={files.data}
              problem={
                files.isError
                  ? errorMessage(files.error, 'No pudimos cargar tus archivos. Recarga la página para intentarlo de nuevo.')
                  : null
              }
            />
          </div>
        )}
        {record && files.data && (
          <div className="lg:col-start-2 lg:row-start-1">
            <DocumentSharing files={files.data} labels={checklistItems(record.documentsGenerated)} />
          </div>
        )}

        <section aria-labelledby="contacto" className={`${cardClass} ${record ? 'lg:col-span-2' : 'lg:col-start-2 lg:row-start-1'}`}>
          <div className="flex items-start gap-3">
            <MessageSquare className="mt-1 size-6 shrink-0 text-blue-700" aria-hidden="true" />
            <div>
              <h2 id="contacto" className="text-xl font-bold text-slate-900">
                Contacta a una institución
              </h2>
              <p className="text-sm text-slate-700">Redactamos un mensaje con tus datos; revísalo y envíalo cuando quieras.</p>
            </div>
          </div>
          <ContactMessageForm
            institutions={institutions.data ?? []}
            defaults={{
              name: eligibility.name ?? user?.name ?? '',
              email: eligibility.email ?? user?.email ?? '',
              phone: eligibility.phone ?? '',
            }}
            draftContext={{
              housingOptionTitle: housingOptions.find((option) => option.id === selectedOption)?.title ?? null,
              budgetText: totalBudget === null ? null : formatUsd(totalBudget),
              municipalities: (plan.data?.savedProperties ?? []).map((property) => property.municipality),
            }}
          />
        </section>
      </div>
    </Page>
  );
}
