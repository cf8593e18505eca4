// docs/product/screens.md contact-message generator: the message is stored, and e-mailed to the institution when it takes e-mail.
import { and, eq } from 'drizzle-orm';
import type { ContactMessageInput, ContactResult } from '../../../shared/schemas/contact';
import { sealContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { queueEmail } from '../../mail/outbox';
import { contactMessageEmail } from '../../mail/templates';
import { withTestMarker } from '../../../shared/test-marker';

export const unknownInstitutionMessage = 'Selecciona una institución';

/**
 * Institutions reached by phone or by their own web form have no address to write to: the message is still kept,
 * and the answer tells the buyer how to reach them instead.
 */
export function sendContactMessage(db: Db, userId: string, input: ContactMessageInput, publicUrl: string): Promise<ContactResult> {
  return db.transaction(async (tx) => {
    const t = schema.institutions;
    const [institution] = await tx
      .select({
        id: t.id,
        name: t.name,
        isTest: t.isTest,
        contactMethod: t.contactMethod,
        email: t.email,
        phone: t.phone,
        website: t.website,
      })
      .from(t)
      .where(and(eq(t.id, input.institutionId), eq(t.active, true)));
    if (!institution) throw new BadRequestError(unknownInstitutionMessage);

    const to = institution.contactMethod === 'email' ? institution.email : null;
    const [row] = await tx
      .insert(schema.contactMessages)
      .values({
        userId,
        institutionId: institution.id,
        // Sealed before the database sees them (docs/decisions/0123-contact-data-encrypted-at-rest.md).
        name: sealContact(input.name),
        email: sealContact(input.email),
        phone: sealContact(input.phone),
        message: sealContact(input.message),
        sentByEmail: to !== null,
      })
      .returning({ id: schema.contactMessages.id });
    if (to) {
      await queueEmail(tx, {
        kind: 'contact-message',
        to,
        ...contactMessageEmail(publicUrl, { institutionName: institution.name, ...input }),
      });
    }
    return {
      id: row!.id,
      sentByEmail: to !== null,
      institution: {
        name: withTestMarker(institution.name, institution.isTest),
        contactMethod: institution.contactMethod,
        phone: institution.phone,
        website: institution.website,
      },
    };
  });
}
