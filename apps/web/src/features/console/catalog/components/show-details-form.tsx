import type { AdminShow } from '@crewcast/contracts/catalog';
import { useToast } from '@/components/shell/toast';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleForm } from '../../components/console-form';
import { useConsoleForm } from '../../components/use-console-form';
import { useUpdateShow } from '../api/update-show';
import { CATALOG_FORM_RULES } from '../catalog-form-rules';
import { CatalogTextFields } from './catalog-text-fields';

/** A show's title, address, description and tags. */
export function ShowDetailsForm({ show }: { show: AdminShow }) {
  const t = useTranslation();
  const toast = useToast();
  const update = useUpdateShow(show.id);
  const form = useConsoleForm({
    initial: {
      title: show.title,
      slug: show.slug,
      description: show.description,
      tags: show.tags.join(', '),
    },
    rules: CATALOG_FORM_RULES,
    what: 'Saving a show',
    async submit({ tags, ...details }) {
      await update.mutateAsync({
        ...details,
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      });
      toast({ tone: 'success', message: t('console.catalog.saved') });
    },
  });

  return (
    <ConsoleForm form={form} className="catalog__form" submitLabel={t('console.catalog.save')}>
      <CatalogTextFields
        title={form.field('title')}
        slug={form.field('slug')}
        description={form.field('description')}
      />
      <Input
        label={t('console.catalog.field.tags')}
        hint={t('console.catalog.field.tags.hint')}
        {...form.field('tags')}
      />
    </ConsoleForm>
  );
}
