import { useEffect, useRef, useState } from 'react';
import { corruptJourneyData, missingJourneyData } from '../../../shared/copy/journey';
import { composeBankLetter } from '../../../shared/domain/bank-letter';
import type { BankOutreachResult, PrequalificationInput } from '../../../shared/schemas/bank-outreach';
import { useAuth } from '../../api/auth-user';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, hasStatus } from '../../lib/api';
import { useProgress } from '../../api/progress';
import { useInstitutions } from '../../api/institutions';
import { BankSelection } from './bank-selection';
import { readJourneyData } from './journey-data';
import { LetterPreview } from './letter-preview';
import { OutreachSuccess } from './outreach-success';
import { PrequalificationForm } from './prequalification-form';
import { prequalificationProcessingMs } from './timings';
import { useSendOutreach } from './api/send-outreach';

type Step = 'form' | 'banks' | 'preview' | 'success';

const copy: Record<Step, { title: string; description: string }> = {
  form: { title: 'Precualificación', description: 'Completa tus datos para preparar tu carta de precualificación.' },
  banks: {
    title: 'Elige las instituciones',
    description: 'Tu carta irá solo a las instituciones que elijas: tus datos no se comparten con ninguna otra sin tu aprobación.',
  },
  preview: { title: 'Revisa tu carta', description: 'Así verá tu carta cada institución seleccionada. Confirma para enviarla.' },
  success: { title: '¡Cartas enviadas!', description: 'Tu carta de precualificación va en camino.' },
};

/** docs/product/screens.md calculator flow after "Continuar": form → institutions → "Generar carta" preview → confirm → success. */
export function PrequalificationFlow({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const progress = useProgress();
  const institutions = useInstitutions();
  const send = useSendOutreach();
  const [step, setStep] = useState<Step>('form');
  const [processing, setProcessing] = useState(false);
  const [buyer, setBuyer] = useState<PrequalificationInput | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [result, setResult] = useState<BankOutreachResult | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const journey = readJourneyData(progress.data);
  const chosen = (institutions.data ?? []).filter((institution) => selected.includes(institution.id));

  const onFormValid = (values: PrequalificationInput) => {
    if (journey.status === 'missing')
      return toast({ title: missingJourneyData.title, description: missingJourneyData.both, variant: 'destructive' });
    if (journey.status === 'corrupt')
      return toast({ title: corruptJourneyData.title, description: corruptJourneyData.description, variant: 'destructive' });
    setBuyer(values);
    setProcessing(true);
    timer.current = window.setTimeout(() => {
      setProcessing(false);
      setStep('banks');
    }, prequalificationProcessingMs);
  };

  const confirm = () => {
    if (!buyer) return;
    send.mutate(
      { ...buyer, selectedBanks: selected },
      {
        onSuccess: (sent) => {
          setResult(sent);
          setSelected([]);
          setStep('success');
        },
        onError: (error) => {
          const conflict = hasStatus(error, 409) ? errorMessage(error) : undefined;
          toast(
            conflict
              ? { title: missingJourneyData.title, description: conflict, variant: 'destructive' }
              : { title: 'Error', description: 'Hubo un problema al procesar la información.', variant: 'destructive' },
          );
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      dismissible={!send.isPending}
      title={copy[step].title}
      description={copy[step].description}
    >
      {step === 'form' && (
        <PrequalificationForm
          defaults={buyer ?? { nombre: user?.name ?? '', email: user?.email ?? '' }}
          processing={processing}
          onValid={onFormValid}
        />
      )}
      {step === 'banks' && (
        <BankSelection
          institutions={institutions.data ?? []}
          selected={selected}
          onChange={setSelected}
          onBack={() => setStep('form')}
          onGenerate={() => setStep('preview')}
        />
      )}
      {step === 'preview' && buyer && journey.status === 'ready' && chosen[0] && (
        <LetterPreview
          letter={composeBankLetter({
            bankName: chosen[0].name,
            buyer,
            eligibility: journey.eligibility,
            figures: journey.calculator,
            date: new Date(),
          })}
          banks={chosen}
          sending={send.isPending}
          onBack={() => setStep('banks')}
          onConfirm={confirm}
        />
      )}
      {step === 'success' && result && <OutreachSuccess result={result} onClose={onClose} />}
    </Modal>
  );
}
