import { TextField } from '@mui/material';
import {
  ADMIN_PATHS,
  TEXT_LIMITS,
  isValidLangMap,
  pick,
  type LangMap,
  type Service,
  type UpdateService,
} from '../../../../contract';
import { useCategories } from '../../../api/categories';
import { useSaveContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminForm } from '../../../ui/admin/admin-form';
import { draftKey } from '../../../ui/admin/use-draft';
import { useAdminForm } from '../../../ui/admin/use-admin-form';
import { ImageUpload } from '../../../ui/image-upload';
import { LangMapField } from '../../../ui/lang-map-field';
import { useTextsOnlyRole } from '../../../ui/admin/texts-only';
import { CategoryPicker } from '../components/category-picker';
import { ServiceCard } from '../components/service-card';
import { ServiceFeaturesField } from './service-features-field';
import { usePreviewName } from '../../../ui/admin/use-preview-name';

interface ServiceValues {
  service_name: LangMap;
  service_long_name: LangMap;
  service_desc: LangMap;
  service_features: LangMap[];
  cat_id: number | null;
  /** The stored header's URL, or a newly chosen image as a data URL. */
  image: string | null;
}

const valuesOf = (service: Service | undefined): ServiceValues => ({
  service_name: service?.service_name ?? {},
  service_long_name: service?.service_long_name ?? {},
  service_desc: service?.service_desc ?? {},
  service_features: service?.service_features.length ? service.service_features : [{}],
  cat_id: service?.cat_id ?? null,
  image: service?.service_header_url ?? null,
});

/**
 * SPEC §5 "On service update": each text is sent only if it passes the language-map check
 * (features: the passing ones, if any), and the header image as null when unchanged.
 */
function serviceUpdateBody(values: ServiceValues, current: Service): UpdateService {
  const { service_name, service_long_name, service_desc, service_features, cat_id, image } = values;
  const features = service_features.filter(isValidLangMap);
  return {
    ...(isValidLangMap(service_name) ? { service_name } : {}),
    ...(isValidLangMap(service_long_name) ? { service_long_name } : {}),
    ...(isValidLangMap(service_desc) ? { service_desc } : {}),
    ...(features.length > 0 ? { service_features: features } : {}),
    cat_id,
    service_header_image: image === current.service_header_url ? null : image,
  };
}

/**
 * Create Service and Update Service (SPEC §2, §5): the fields, repeatable features and a
 * live card preview. Submit is disabled unless name, long name, description and every
 * feature pass the contract's check and there is a header image. The category is optional
 * (SPEC leaves it open; an uncategorised service is listed last: docs/decisions/0012).
 */
export function ServiceForm({ service }: { service?: Service }) {
  const { t, lang } = useApp();
  const textsOnly = useTextsOnlyRole();
  const named = usePreviewName();
  const categories = useCategories().data ?? [];
  const save = useSaveContent('services');
  const form = useAdminForm({
    draftKey: service ? undefined : draftKey('service'),
    initial: () => valuesOf(service),
    checks: ({ service_name, service_long_name, service_desc, service_features, image }) => [
      ['service_name', isValidLangMap(service_name), t('Enter a service name longer than 3 characters.')],
      [
        'service_long_name',
        isValidLangMap(service_long_name),
        t('Enter a long name longer than 3 characters.'),
      ],
      ['service_desc', isValidLangMap(service_desc), t('Enter a description longer than 3 characters.')],
      [
        'service_features',
        service_features.every(isValidLangMap),
        t('Each feature needs a text longer than 3 characters.'),
      ],
      ['image', Boolean(image), t('Choose a header image.')],
    ],
    save,
    listPath: ADMIN_PATHS.services,
    toVariables: (values) =>
      service
        ? { id: service.service_id, body: serviceUpdateBody(values, service) }
        : {
            body: {
              service_name: values.service_name,
              service_long_name: values.service_long_name,
              service_desc: values.service_desc,
              service_features: values.service_features,
              cat_id: values.cat_id,
              service_header_image: values.image ?? '',
            },
          },
  });
  const { service_name, service_long_name, service_desc, service_features, cat_id, image } = form.values;
  const preview: Service = {
    service_id: service?.service_id ?? 0,
    service_name: named(service_name),
    service_long_name,
    service_desc,
    service_features,
    service_header_url: image,
    cat_id,
    is_deleted: false,
    creation_timestamp: service?.creation_timestamp ?? '',
  };

  return (
    <>
      <AdminForm
        title={service ? t('Update Service') : t('Create Service')}
        submitLabel={service ? t('Update Service') : t('Submit Service')}
        preview={<ServiceCard service={preview} linked={false} />}
        texts={[service_name, service_long_name, service_desc, ...service_features]}
        form={form}
      >
        <LangMapField
          label={t('Service name')}
          name="service_name"
          value={service_name}
          onChange={form.field('service_name')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <ImageUpload label={t('Header image')} value={image} onChange={form.field('image')} required />
        {textsOnly ? (
          // A translator sees the category and cannot change it (decision 0058).
          <TextField
            name="category"
            label={t('Select Category')}
            value={pick(categories.find((c) => c.cat_id === cat_id)?.cat_name, lang)}
            slotProps={{ input: { readOnly: true } }}
            sx={{ maxWidth: 420 }}
          />
        ) : (
          <CategoryPicker
            categories={categories}
            value={categories.find((c) => c.cat_id === cat_id) ?? null}
            onChange={(category) => form.field('cat_id')(category?.cat_id ?? null)}
          />
        )}
        <LangMapField
          label={t('Long name')}
          name="service_long_name"
          value={service_long_name}
          onChange={form.field('service_long_name')}
          required
          maxLength={TEXT_LIMITS.line}
        />
        <LangMapField
          label={t('Description')}
          name="service_desc"
          value={service_desc}
          onChange={form.field('service_desc')}
          required
          multiline
          minRows={4}
          maxLength={TEXT_LIMITS.text}
        />
        <ServiceFeaturesField value={service_features} onChange={form.field('service_features')} />
      </AdminForm>
      {form.leaveDialog}
    </>
  );
}
