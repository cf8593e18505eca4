import { EmptyConversations, MessagesScreen } from './messages-screen';
import { institutionSource } from './api/conversations';

/** docs/product/roles.md#institutions-answer-messages: the institution's conversations, only with buyers it unlocked. */
export default function InstitutionMessagesPage() {
  return (
    <MessagesScreen
      source={institutionSource}
      subtitle="Conversaciones con los compradores cuyo contacto desbloqueaste."
      emptyState={
        <EmptyConversations
          title="Aún no tienes conversaciones"
          text="Una conversación se abre cuando desbloqueas el contacto de un comprador que aceptó tu solicitud."
          steps={[
            'Solicita conexión con un lead desde el Portal de Leads.',
            'El comprador acepta tu solicitud.',
            'Desbloqueas su información de contacto.',
            'La conversación aparece aquí y pueden escribirse.',
          ]}
        />
      }
    />
  );
}
