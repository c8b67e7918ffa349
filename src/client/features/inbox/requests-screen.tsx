import { useApp } from '../../context/app-provider';
import { InboxScreen } from './inbox-screen';

/** SPEC §2 "Requests": the heading Requests, a card per request with its documents, 'No requests found'. */
export function RequestsScreen() {
  const { t } = useApp();
  return (
    <InboxScreen
      entity="requests"
      title={t('Requests')}
      emptyText={t('No requests found')}
      deleteTitle={t('Request Delete')}
      deleteMessage={t('Are you sure you want to delete this request?')}
      idOf={(request) => request.request_id}
      cardOf={(request) => ({
        heading: request.request_name,
        fields: [
          { label: t('Full Name'), value: request.request_name },
          { label: t('Email'), value: request.request_email, href: `mailto:${request.request_email}` },
          { label: t('Phone Number'), value: request.request_phone, href: `tel:${request.request_phone.replace(/[^\d+]/g, '')}` },
          { label: t('Place of Residence'), value: request.request_address },
          { label: t('Description'), value: request.request_desc, long: true },
        ],
        documents: request.request_documents,
      })}
    />
  );
}
