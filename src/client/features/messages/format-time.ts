import { programmeTimeZone } from '../../../shared/time-zone';

const messageTime = new Intl.DateTimeFormat('es-PR', { dateStyle: 'short', timeStyle: 'short', timeZone: programmeTimeZone });

/** A message's time in Puerto Rico Spanish, e.g. "21/11/26, 7:40 p. m.". */
export const formatMessageTime = (iso: string) => messageTime.format(new Date(iso));
