import { describe, expect, it } from 'vitest';
import { newMessageEmail } from './new-message-email';

describe('newMessageEmail', () => {
  it('links each side to its own messages screen, absolute, and names the product', () => {
    const toBuyer = newMessageEmail('https://casajoven.example/', { recipient: 'buyer', senderName: 'Banco Uno' });
    expect(toBuyer.text).toContain('https://casajoven.example/messages');
    expect(toBuyer.subject).toBe('Nuevo mensaje de Banco Uno — Casa Joven PR');
    const toBank = newMessageEmail('https://casajoven.example', { recipient: 'institution', senderName: 'Un comprador de Ponce' });
    expect(toBank.html).toContain('href="https://casajoven.example/leads-dashboard/mensajes"');
    expect(toBank.text).toContain('— Casa Joven PR');
  });

  it('escapes the sender name in the HTML part', () => {
    const mail = newMessageEmail('http://localhost:3000', { recipient: 'buyer', senderName: 'Banco <script>&"' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Banco &#60;script&#62;&#38;&#34;');
    expect(mail.text).toContain('Banco <script>&"');
  });
});
