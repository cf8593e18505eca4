import { useId, useState, type FormEvent } from 'react';
import {
  contactChannelLabels,
  contactChannels,
  describeContactPreferences,
  formatHour,
  type ContactPreferences,
} from '../../../shared/schemas/buyer-control';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { useSaveContactPreferences } from './api/lead-controls';
import {
  callEndHours,
  callStartHours,
  preferenceProblems,
  serverPreferenceProblems,
  withChannel,
  type PreferenceProblems,
} from './buyer-control-view';

/** The section's id: the answer box scrolls here when the buyer wants to change them before accepting. */
export const contactPreferencesSectionId = 'tus-preferencias-de-contacto';

/** Brings the preferences into view and puts the keyboard on their first choice. */
export function goToContactPreferences() {
  const section = document.getElementById(contactPreferencesSectionId);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

/**
 * docs/product/buyer-control.md#contact-preferences: channels and, for the phone, the hours, never outside what
 * PR Law 210-2003 allows. Checked with the server's own schema; the server's 400 lands under the same fields.
 */
export function ContactPreferencesSection({ saved }: { saved: ContactPreferences }) {
  const [prefs, setPrefs] = useState(saved);
  const [problems, setProblems] = useState<PreferenceProblems>({});
  const save = useSaveContactPreferences();
  const channelsErrorId = useId();
  const lawId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = preferenceProblems(prefs);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(prefs, { onError: (error) => setProblems(serverPreferenceProblems(error) ?? {}) });
  };
  // A 400 is shown under its field; any other failure (a 409, the network) once above the button.
  const formError = save.isError && !serverPreferenceProblems(save.error) ? save.error : null;
  // Hours matter only for calls; a problem with them stays in view even if the phone was unchecked after.
  const showHours = prefs.channels.includes('phone') || Boolean(problems.callFromHour || problems.callToHour);

  return (
    <section
      id={contactPreferencesSectionId}
      aria-labelledby={`${contactPreferencesSectionId}-titulo`}
      className="grid scroll-mt-24 gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="grid gap-1">
        <h2 id={`${contactPreferencesSectionId}-titulo`} className="text-xl font-bold text-slate-900">
          Tus preferencias de contacto
        </h2>
        <p className="text-sm text-slate-700">
          Las instituciones que aceptes las verán junto a tus datos, y deben respetarlas. Solo te avisamos por correo (solicitudes y
          mensajes nuevos, documentos revisados) si eliges correo electrónico; si no, te avisamos en la app.
        </p>
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Ahora: </span>
          {describeContactPreferences(saved)}
        </p>
      </div>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <fieldset disabled={save.isPending} className="grid min-w-0 gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-800">¿Cómo pueden contactarte?</legend>
          {contactChannels.map((channel) => (
            <CheckboxField
              key={channel}
              label={contactChannelLabels[channel]}
              checked={prefs.channels.includes(channel)}
              onChange={(event) => setPrefs({ ...prefs, channels: withChannel(prefs.channels, channel, event.target.checked) })}
              aria-invalid={problems.channels ? true : undefined}
              aria-describedby={problems.channels ? channelsErrorId : undefined}
            />
          ))}
          {problems.channels && (
            <p id={channelsErrorId} className="text-sm text-red-700">
              {problems.channels}
            </p>
          )}
        </fieldset>
        {showHours ? (
          <fieldset disabled={save.isPending} aria-describedby={lawId} className="grid min-w-0 gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Horario para llamarte (hora de Puerto Rico)</legend>
            <p id={lawId} className="text-sm text-slate-600">
              Por ley (Ley 210-2003 de Puerto Rico), las llamadas solo pueden hacerse entre las 9:00 a. m. y las 9:00 p. m.
            </p>
            <div className="grid grid-cols-2 items-start gap-3 sm:max-w-md">
              <SelectField
                label="Desde"
                value={prefs.callFromHour}
                error={problems.callFromHour}
                onChange={(event) => setPrefs({ ...prefs, callFromHour: Number(event.target.value) })}
              >
                {callStartHours.map((hour) => (
                  <option key={hour} value={hour}>
                    {formatHour(hour)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Hasta"
                value={prefs.callToHour}
                error={problems.callToHour}
                onChange={(event) => setPrefs({ ...prefs, callToHour: Number(event.target.value) })}
              >
                {callEndHours.map((hour) => (
                  <option key={hour} value={hour}>
                    {formatHour(hour)}
                  </option>
                ))}
              </SelectField>
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-700">Sin teléfono marcado, ninguna institución debe llamarte.</p>
        )}
        <FormError error={formError} />
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar preferencias'}
        </Button>
      </form>
    </section>
  );
}
