import {
  ADMIN_PATHS,
  TEXT_LIMITS,
  isValidLangMap,
  type LangMap,
  type Researcher,
} from '../../../../contract';
import { useSaveContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminForm } from '../../../ui/admin/admin-form';
import { useAdminForm } from '../../../ui/admin/use-admin-form';
import { ImageUpload } from '../../../ui/image-upload';
import { LangMapField } from '../../../ui/lang-map-field';
import { ResearcherCard } from '../components/researcher-card';
import { usePreviewName } from '../../../ui/admin/use-preview-name';

interface ResearcherValues {
  researcher_name: LangMap;
  researcher_position: LangMap;
  researcher_bio: LangMap;
  /** The stored avatar's URL, or a newly chosen image as a data URL. */
  avatar: string | null;
}

/**
 * Create and Update Researcher (SPEC §2, §5): name, position and bio must pass the
 * language-map check; the avatar is optional and sent only when a new one was chosen.
 */
export function ResearcherForm({ researcher }: { researcher?: Researcher }) {
  const { t } = useApp();
  const named = usePreviewName();
  const save = useSaveContent('researchers');
  const form = useAdminForm({
    initial: (): ResearcherValues => ({
      researcher_name: researcher?.researcher_name ?? {},
      researcher_position: researcher?.researcher_position ?? {},
      researcher_bio: researcher?.researcher_bio ?? {},
      avatar: researcher?.researcher_avatar_url ?? null,
    }),
    checks: ({ researcher_name, researcher_position, researcher_bio }) => [
      ['researcher_name', isValidLangMap(researcher_name), t('Enter a name longer than 3 characters.')],
      [
        'researcher_position',
        isValidLangMap(researcher_position),
        t('Enter a position longer than 3 characters.'),
      ],
      ['researcher_bio', isValidLangMap(researcher_bio), t('Enter a bio longer than 3 characters.')],
    ],
    save,
    listPath: ADMIN_PATHS.researchers,
    toVariables: ({ researcher_name, researcher_position, researcher_bio, avatar }) => {
      const body = {
        researcher_name,
        researcher_position,
        researcher_bio,
        researcher_avatar_image: avatar === (researcher?.researcher_avatar_url ?? null) ? null : avatar,
      };
      return researcher
        ? { id: researcher.researcher_id, body: { researcher_id: researcher.researcher_id, ...body } }
        : { body };
    },
  });
  const { researcher_name, researcher_position, researcher_bio, avatar } = form.values;
  const preview: Researcher = {
    researcher_id: researcher?.researcher_id ?? 0,
    researcher_name: named(researcher_name),
    researcher_position,
    researcher_bio,
    researcher_avatar_url: avatar,
    is_deleted: false,
    creation_timestamp: researcher?.creation_timestamp ?? '',
  };

  return (
    <>
      <AdminForm
        title={researcher ? t('Update Researcher') : t('Add New Researcher')}
        submitLabel={researcher ? t('Update Researcher') : t('Add Researcher')}
        preview={<ResearcherCard researcher={preview} />}
        texts={[researcher_name, researcher_position, researcher_bio]}
        form={form}
      >
        <LangMapField
          label={t('Researcher name')}
          name="researcher_name"
          value={researcher_name}
          onChange={form.field('researcher_name')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <LangMapField
          label={t('Position')}
          name="researcher_position"
          value={researcher_position}
          onChange={form.field('researcher_position')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <LangMapField
          label={t('Bio')}
          name="researcher_bio"
          value={researcher_bio}
          onChange={form.field('researcher_bio')}
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
      </AdminForm>
      {form.leaveDialog}
    </>
  );
}
