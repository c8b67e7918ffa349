import type { AdminRequest } from '../../../contract';
import type { Translate } from '../../context/translate';
import type { InboxField } from './inbox-fields';

/** A request's values as the inbox's card and the desk's page show them (SPEC §2 "Requests"). */
export function requestFields(request: AdminRequest, t: Translate): InboxField[] {
  return [
    { label: t('Full Name'), value: request.request_name },
    { label: t('Email'), value: request.request_email, href: `mailto:${request.request_email}` },
    {
      label: t('Phone Number'),
      value: request.request_phone,
      href: `tel:${request.request_phone.replace(/[^\d+]/g, '')}`,
    },
    { label: t('Place of Residence'), value: request.request_address },
    { label: t('Description'), value: request.request_desc, long: true },
  ];
}
