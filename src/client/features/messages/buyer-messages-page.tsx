import { EmptyConversations, MessagesScreen } from './messages-screen';
import { buyerSource } from './api/conversations';

/** docs/product/screens.md /messages: the buyer's conversations with institutions that unlocked their contact. */
export default function BuyerMessagesPage() {
  return (
    <MessagesScreen
      source={buyerSource}
      subtitle="Conversa con las instituciones financieras que tienen tu permiso para contactarte."
      emptyState={
        <EmptyConversations
          title="Aún no tienes conversaciones"
          text="Las conversaciones aparecen cuando una institución financiera adquiere tu información de contacto, siempre con tu permiso."
          steps={[
            'Comparte tu interés en ser contactado desde Mi Progreso.',
            'Un banco o cooperativa te envía una solicitud de conexión.',
            'Aceptas la solicitud y la institución adquiere tu información de contacto.',
            'La conversación aparece aquí y pueden escribirse.',
          ]}
        />
      }
    />
  );
}
