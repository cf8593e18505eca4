import { CheckCircle2, ChevronDown, ExternalLink } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { Page } from '../../components/layouts/page';
import { Loading } from '../../components/ui/loading';
import { useProgrammes } from '../../api/programme';
import { useProgress } from '../../api/progress';
import { useCompleteGuide } from './api/complete-guide';
import { guideContent, type GuideContent } from './guide-content';

/**
 * Marks the guide step done once the buyer reaches the end of the page (docs/product/screens.md, POST
 * /api/guide/complete). `shown`: the page's content is there (the end is only rendered after it).
 */
function useCompleteOnReachingEnd(done: boolean | undefined, shown: boolean) {
  const end = useRef<HTMLDivElement>(null);
  const { mutate, isIdle } = useCompleteGuide();
  useEffect(() => {
    const target = end.current;
    if (done !== false || !isIdle || !shown || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        mutate();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [done, isIdle, shown, mutate]);
  return end;
}

/** docs/product/screens.md#guide (/guide): five steps, the programmes' timelines and the FAQ, from both versions in force. */
export default function GuidePage() {
  const progress = useProgress();
  const programmes = useProgrammes();
  const content = useMemo(() => programmes && guideContent(programmes.loan.parameters, programmes.assistance.parameters), [programmes]);
  const end = useCompleteOnReachingEnd(progress.data?.guideCompleted, content !== undefined);

  return (
    <Page
      title="Guía"
      subtitle="Los cinco pasos para comprar tu primera vivienda con los programas, y las respuestas a las preguntas más comunes."
    >
      {content ? <GuideBody content={content} end={end} guideCompleted={progress.data?.guideCompleted} /> : <Loading />}
    </Page>
  );
}

function GuideBody({
  content: { steps, facts, faq },
  end,
  guideCompleted,
}: {
  content: GuideContent;
  end: RefObject<HTMLDivElement | null>;
  guideCompleted: boolean | undefined;
}) {
  return (
    <>
      <section aria-labelledby="tiempos">
        <h2 id="tiempos" className="sr-only">
          Tiempos y datos del proceso
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <li key={fact.value} className="rounded-xl bg-blue-50 p-4 ring-1 ring-blue-200">
              <p className="text-lg font-extrabold text-blue-900">{fact.value}</p>
              <p className="text-sm text-blue-950">{fact.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pasos" className="mt-10">
        <h2 id="pasos" className="text-2xl font-bold text-slate-900">
          Los cinco pasos
        </h2>
        <ol className="mt-4 grid gap-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="grid gap-2">
                <h3 className="text-lg font-bold text-slate-900">
                  <span className="sr-only">Paso {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-sm text-slate-700">{step.text}</p>
                {step.link &&
                  (step.link.external ? (
                    <a
                      className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-blue-800 underline"
                      href={step.link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {step.link.label} <ExternalLink className="size-4" aria-hidden="true" />
                      <span className="sr-only">(abre en otra pestaña)</span>
                    </a>
                  ) : (
                    <Link className="w-fit text-sm font-semibold text-blue-800 underline" href={step.link.href}>
                      {step.link.label}
                    </Link>
                  ))}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="preguntas" className="mt-10">
        <h2 id="preguntas" className="text-2xl font-bold text-slate-900">
          Preguntas frecuentes
        </h2>
        <Accordion.Root
          type="single"
          collapsible
          className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {faq.map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 p-5 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700">
                  {entry.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-sm text-slate-700">{entry.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>

      <div ref={end} className="mt-10 flex items-start gap-3 rounded-xl bg-emerald-50 p-5 text-emerald-950 ring-1 ring-emerald-200">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
        <div role="status">
          <p className="font-bold">¡Llegaste al final de la guía!</p>
          <p className="text-sm">
            {guideCompleted
              ? 'Marcamos la guía como completada en tu progreso.'
              : 'Al llegar aquí marcamos la guía como completada en tu progreso.'}
          </p>
        </div>
      </div>
    </>
  );
}
