import type { AdminShow } from '@crewcast/contracts/catalog';
import { useToast } from '@/components/shell/toast';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleForm } from '../../components/console-form';
import { useConsoleForm } from '../../components/use-console-form';
import { useUpdateShow } from '../api/update-show';
import { CATALOG_FORM_RULES } from '../catalog-form-rules';

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
      <Input
        label={t('console.catalog.field.title')}
        value={form.values.title}
        maxLength={120}
        error={form.errors.fields.title}
        onChange={(event) => form.set('title', event.target.value)}
      />
      <Input
        label={t('console.catalog.field.slug')}
        hint={t('console.catalog.field.slug.hint')}
        value={form.values.slug}
        maxLength={60}
        error={form.errors.fields.slug}
        onChange={(event) => form.set('slug', event.target.value)}
      />
      <Textarea
        label={t('console.catalog.field.description')}
        value={form.values.description}
        maxLength={2000}
        error={form.errors.fields.description}
        onChange={(event) => form.set('description', event.target.value)}
      />
      <Input
        label={t('console.catalog.field.tags')}
        hint={t('console.catalog.field.tags.hint')}
        value={form.values.tags}
        error={form.errors.fields.tags}
        onChange={(event) => form.set('tags', event.target.value)}
      />
    </ConsoleForm>
  );
}
