import {
  ADMIN_PATHS,
  TEXT_LIMITS,
  isValidLangMap,
  type LangMap,
  type Testimonial,
} from '../../../../contract';
import { useSaveContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminForm } from '../../../ui/admin/admin-form';
import { useAdminForm } from '../../../ui/admin/use-admin-form';
import { AudioUpload } from '../../../ui/audio-upload';
import { ImageUpload } from '../../../ui/image-upload';
import { LangMapField } from '../../../ui/lang-map-field';
import { TestimonialCard } from '../components/testimonial-card';
import { usePreviewName } from '../../../ui/admin/use-preview-name';

interface TestimonialValues {
  customer_name: LangMap;
  customer_location: LangMap;
  testimonial_message: LangMap;
  /** Stored URLs, or newly chosen files as data URLs. */
  avatar: string | null;
  audio: string | null;
}

/** A file to send: a new choice as its data URL; the stored one (unchanged) as null, which keeps it. */
const changed = (value: string | null, stored: string | null | undefined) =>
  value === (stored ?? null) ? null : value;

/**
 * Create and Update Testimonial (SPEC §2, §5): name, location and message must pass the
 * language-map check; the avatar (images only) and the audio review (audio only) are
 * optional, previewed on the card the public site shows, with its play button.
 */
export function TestimonialForm({ testimonial }: { testimonial?: Testimonial }) {
  const { t } = useApp();
  const named = usePreviewName();
  const save = useSaveContent('testimonials');
  const form = useAdminForm({
    initial: (): TestimonialValues => ({
      customer_name: testimonial?.customer_name ?? {},
      customer_location: testimonial?.customer_location ?? {},
      testimonial_message: testimonial?.testimonial_message ?? {},
      avatar: testimonial?.customer_avatar_url ?? null,
      audio: testimonial?.testimonial_audio_url ?? null,
    }),
    checks: ({ customer_name, customer_location, testimonial_message }) => [
      ['customer_name', isValidLangMap(customer_name), t('Enter a name longer than 3 characters.')],
      [
        'customer_location',
        isValidLangMap(customer_location),
        t('Enter a location longer than 3 characters.'),
      ],
      [
        'testimonial_message',
        isValidLangMap(testimonial_message),
        t('Enter a message longer than 3 characters.'),
      ],
    ],
    save,
    listPath: ADMIN_PATHS.testimonials,
    toVariables: ({ customer_name, customer_location, testimonial_message, avatar, audio }) => {
      const body = {
        customer_name,
        customer_location,
        testimonial_message,
        customer_avatar_image: changed(avatar, testimonial?.customer_avatar_url),
        testimonial_audio_file: changed(audio, testimonial?.testimonial_audio_url),
      };
      return testimonial
        ? { id: testimonial.testimonial_id, body: { testimonial_id: testimonial.testimonial_id, ...body } }
        : { body };
    },
  });
  const { customer_name, customer_location, testimonial_message, avatar, audio } = form.values;
  const preview: Testimonial = {
    testimonial_id: testimonial?.testimonial_id ?? 0,
    customer_name: named(customer_name),
    customer_location,
    testimonial_message,
    customer_avatar_url: avatar,
    testimonial_audio_url: audio,
    is_deleted: false,
    creation_timestamp: testimonial?.creation_timestamp ?? '',
  };

  return (
    <>
      <AdminForm
        title={testimonial ? t('Update Testimonial') : t('Create Testimonial')}
        submitLabel={testimonial ? t('Update Testimonial') : t('Create Testimonial')}
        preview={<TestimonialCard testimonial={preview} />}
        texts={[customer_name, customer_location, testimonial_message]}
        form={form}
      >
        <LangMapField
          label={t('Customer name')}
          name="customer_name"
          value={customer_name}
          onChange={form.field('customer_name')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <LangMapField
          label={t('Location')}
          name="customer_location"
          value={customer_location}
          onChange={form.field('customer_location')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <LangMapField
          label={t('Message')}
          name="testimonial_message"
          value={testimonial_message}
          onChange={form.field('testimonial_message')}
          required
          multiline
          minRows={4}
          maxLength={TEXT_LIMITS.text}
        />
        <ImageUpload
          label={t('Avatar')}
          value={avatar}
          onChange={form.field('avatar')}
          width={160}
          height={160}
        />
        <AudioUpload label={t('Audio review')} value={audio} onChange={form.field('audio')} />
      </AdminForm>
      {form.leaveDialog}
    </>
  );
}
