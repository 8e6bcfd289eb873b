import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleForm } from '../../components/console-form';
import { useConsoleForm } from '../../components/use-console-form';
import { useCreateShow } from '../api/create-show';
import { CATALOG_FORM_RULES } from '../catalog-form-rules';
import { CatalogTextFields } from './catalog-text-fields';
import { slugOf } from '../slug';

/** A new show from a title (its address follows the title until edited), then on to its page. */
export function NewShowForm() {
  const t = useTranslation();
  const navigate = useNavigate();
  const create = useCreateShow();
  const form = useConsoleForm({
    initial: { title: '', slug: undefined as string | undefined, description: '' },
    rules: CATALOG_FORM_RULES,
    what: 'Creating a show',
    async submit({ title, slug, description }) {
      const show = await create.mutateAsync({ title, slug: slug ?? slugOf(title), description, tags: [] });
      await navigate(`/admin/catalog/shows/${show.id}`);
    },
  });
  const { title, slug } = form.values;

  return (
    <ConsoleForm
      form={form}
      className="catalog__form"
      submitLabel={t('console.catalog.newShow.create')}
      submitDisabled={title.trim() === ''}
    >
      <CatalogTextFields
        title={form.field('title')}
        slug={{
          value: slug ?? slugOf(title),
          error: form.errors.fields.slug,
          onChange: (event) => form.set('slug', event.target.value),
        }}
        description={form.field('description')}
        required
      />
    </ConsoleForm>
  );
}
