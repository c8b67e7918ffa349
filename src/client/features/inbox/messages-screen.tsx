import { useApp } from '../../context/app-provider';
import { InboxScreen } from './inbox-screen';

/** The contact messages (decision 0012): as the requests, with the sender's subject as the heading. */
export function MessagesScreen() {
  const { t } = useApp();
  return (
    <InboxScreen
      entity="messages"
      title={t('Messages')}
      emptyText={t('No messages found')}
      deleteTitle={t('Message Delete')}
      deleteMessage={t('Are you sure you want to delete this message?')}
      idOf={(message) => message.message_id}
      cardOf={(message) => ({
        heading: message.subject,
        fields: [
          { label: t('Name'), value: message.name },
          { label: t('Email'), value: message.email, href: `mailto:${message.email}` },
          {
            label: t('WhatsApp number'),
            value: message.number,
            href: `https://wa.me/${message.number.replace(/\D/g, '')}`,
          },
          { label: t('Message'), value: message.message, long: true },
        ],
      })}
    />
  );
}
