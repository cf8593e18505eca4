// An institution's state, as a small coloured label.
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
    >
      {active ? 'Activa' : 'Desactivada'}
    </span>
  );
}
