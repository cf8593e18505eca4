// The buyer's side of docs/product/lender-integrations.md#lead-returns: after an approved return, the buyer sees their
// own contact data and confirms it (or corrects it by sending the "contact me" form again, which also clears the check).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ContactCheck } from '../../../shared/schemas/lead-returns';
import { openContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

const l = schema.leads;

/** The buyer's own name, e-mail and phone, only while a check is asked; never who asked or why. */
export async function contactCheck(db: Db, userId: string): Promise<ContactCheck> {
  const [row] = await db
    .select({ requestedAt: l.contactCheckRequestedAt, nombre: l.nombre, correo: l.correo, movil: l.movil })
    .from(l)
    .where(and(eq(l.userId, userId), isNotNull(l.contactCheckRequestedAt)));
  if (!row?.requestedAt) return { requestedAt: null, contact: null };
  return {
    requestedAt: row.requestedAt.toISOString(),
    contact: { nombre: openContact(row.nombre), correo: openContact(row.correo), movil: openContact(row.movil) },
  };
}

/** "Mis datos son correctos": the check is answered. Asking again when nothing is asked changes nothing. */
export async function confirmContactCheck(db: Db, userId: string): Promise<ContactCheck> {
  await db
    .update(l)
    .set({ contactCheckRequestedAt: null })
    .where(and(eq(l.userId, userId), isNotNull(l.contactCheckRequestedAt)));
  return { requestedAt: null, contact: null };
}
