import AddIcon from '@mui/icons-material/Add';
import { Button, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { CONTENT, TEXT_LIMITS, isValidLangMap, pick, type Faq, type LangMap } from '../../../contract';
import { useContentList } from '../../api/public-reads';
import { useDeleteContent, useSaveContent } from '../../api/content-writes';
import { useApp } from '../../context/app-provider';
import { Link as AppLink } from '../../context/navigation';
import { AdminCardList } from '../../ui/admin/admin-card-list';
import { AdminForm } from '../../ui/admin/admin-form';
import { useTextsOnlyRole } from '../../ui/admin/texts-only';
import { AdminScreenHeader } from '../../ui/admin/admin-screen-header';
import { entityScreens } from '../../ui/admin/entity-screens';
import { useAdminForm } from '../../ui/admin/use-admin-form';
import { usePreviewName } from '../../ui/admin/use-preview-name';
import { draftKey } from '../../ui/admin/use-draft';
import { Card } from '../../ui/card';
import { LangMapField } from '../../ui/lang-map-field';

const { admin: LIST_PATH } = CONTENT.faqs;
const isOrder = (value: string) => /^\d{1,4}$/.test(value.trim());

/** One question as the back office lists it: its order number, the question, the start of its answer. */
function FaqCard({ faq, actions }: { faq: Faq; actions?: ReactNode }) {
  const { lang } = useApp();
  return (
    <Card actions={actions}>
      <div className="card-body">
        <p className="t t-caption t-muted card-meta"># {faq.faq_order}</p>
        <h2 className="t t-subtitle1 t-bold card-title">{pick(faq.faq_question, lang)}</h2>
        <p className="t t-body2 t-muted card-text card-clamp">{pick(faq.faq_answer, lang)}</p>
      </div>
    </Card>
  );
}

function FaqsAdmin() {
  const { t, lang } = useApp();
  const remove = useDeleteContent('faqs');
  return (
    <>
      <AdminScreenHeader
        actionNeeds="content.write"
        title={t('FAQ')}
        action={
          <Button component={AppLink} to={`${LIST_PATH}/create`} variant="contained" startIcon={<AddIcon />}>
            {t('Add New')}
          </Button>
        }
      />
      <AdminCardList
        entity="faqs"
        columns={{ xs: 1, md: 2 }}
        emptyText={t('No questions yet')}
        idOf={(item) => item.faq_id}
        nameOf={(item) => pick(item.faq_question, lang)}
        textsOf={(item) => [item.faq_question, item.faq_answer]}
        editPathOf={(item) => `${LIST_PATH}/update/${item.faq_id}`}
        renderCard={(item, actions) => <FaqCard faq={item} actions={actions} />}
        deleteTitle={t('Question Delete')}
        deleteMessage={t('Are you sure you want to delete this question?')}
        onDelete={(id) => remove.mutateAsync(id)}
        isDeleting={remove.isPending}
      />
    </>
  );
}

interface FaqValues {
  faq_question: LangMap;
  faq_answer: LangMap;
  /** As typed: checked to be a whole number from 0 to 9999 before it is sent. */
  faq_order: string;
}

/**
 * Add and Update Question: question and answer pass the language-map check (SPEC §5); a
 * new question goes after the last.
 */
function FaqForm({ faq }: { faq?: Faq }) {
  const { t } = useApp();
  const textsOnly = useTextsOnlyRole();
  const named = usePreviewName();
  const save = useSaveContent('faqs');
  const last = Math.max(0, ...(useContentList('faqs').data ?? []).map((item) => item.faq_order));
  const form = useAdminForm({
    draftKey: faq ? undefined : draftKey('faq'),
    initial: (): FaqValues => ({
      faq_question: faq?.faq_question ?? {},
      faq_answer: faq?.faq_answer ?? {},
      faq_order: String(faq?.faq_order ?? Math.min(9999, last + 10)),
    }),
    checks: ({ faq_question, faq_answer, faq_order }) => [
      ['faq_question', isValidLangMap(faq_question), t('Enter a question longer than 3 characters.')],
      ['faq_answer', isValidLangMap(faq_answer), t('Enter an answer longer than 3 characters.')],
      ['faq_order', isOrder(faq_order), t('Enter an order number from 0 to 9999.')],
    ],
    save,
    listPath: LIST_PATH,
    toVariables: ({ faq_question, faq_answer, faq_order }) => {
      const body = { faq_question, faq_answer, faq_order: Number(faq_order) };
      return faq ? { id: faq.faq_id, body: { faq_id: faq.faq_id, ...body } } : { body };
    },
  });
  const { faq_question, faq_answer, faq_order } = form.values;
  const preview: Faq = {
    faq_id: faq?.faq_id ?? 0,
    faq_question: named(faq_question),
    faq_answer,
    faq_order: isOrder(faq_order) ? Number(faq_order) : 0,
    is_deleted: false,
    creation_timestamp: faq?.creation_timestamp ?? '',
  };

  return (
    <>
      <AdminForm
        title={faq ? t('Update Question') : t('Add Question')}
        submitLabel={faq ? t('Update Question') : t('Add Question')}
        preview={<FaqCard faq={preview} />}
        texts={[faq_question, faq_answer]}
        form={form}
      >
        <LangMapField
          label={t('Question')}
          name="faq_question"
          value={faq_question}
          onChange={form.field('faq_question')}
          required
          maxLength={TEXT_LIMITS.line}
        />
        <LangMapField
          label={t('Answer')}
          name="faq_answer"
          value={faq_answer}
          onChange={form.field('faq_answer')}
          required
          multiline
          minRows={5}
          maxLength={TEXT_LIMITS.text}
        />
        <TextField
          label={t('Order')}
          name="faq_order"
          value={faq_order}
          onChange={(event) => form.field('faq_order')(event.target.value)}
          required
          error={!isOrder(faq_order)}
          helperText={t('Lower numbers come first.')}
          disabled={textsOnly}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 4, dir: 'ltr' } }}
        />
      </AdminForm>
      {form.leaveDialog}
    </>
  );
}

/** /system/faqs, /create and /update/:id, lazy-loaded through app/routes/content-admin.ts. */
export const { List, Create, Update } = entityScreens({
  List: FaqsAdmin,
  form: (faq) => <FaqForm faq={faq} />,
  entity: 'faqs',
  idOf: (faq) => faq.faq_id,
  listPath: LIST_PATH,
});
