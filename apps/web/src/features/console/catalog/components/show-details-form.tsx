import type { AdminShow } from '@crewcast/contracts/catalog';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useUpdateShow } from '../api/update-show';

/** A show's title, address, description and tags. */
export function ShowDetailsForm({ show }: { show: AdminShow }) {
  const t = useTranslation();
  const toast = useToast();
  const update = useUpdateShow(show.id);
  const [title, setTitle] = useState(show.title);
  const [slug, setSlug] = useState(show.slug);
  const [description, setDescription] = useState(show.description);
  const [tags, setTags] = useState(show.tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync({
        title,
        slug,
        description,
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      });
      toast({ tone: 'success', message: t('console.catalog.saved') });
    } catch (failure) {
      console.warn('The show could not be saved', failure);
      setErrors(
        failure instanceof ApiError
          ? (failure.body?.fields ?? { form: [failure.message] })
          : { form: [t('console.catalog.failed')] },
      );
    }
  }

  return (
    <form className="catalog__form" onSubmit={submit} noValidate>
      <Input
        label={t('console.catalog.field.title')}
        value={title}
        maxLength={120}
        error={errors.title?.[0]}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Input
        label={t('console.catalog.field.slug')}
        hint={t('console.catalog.field.slug.hint')}
        value={slug}
        maxLength={60}
        error={errors.slug?.[0]}
        onChange={(event) => setSlug(event.target.value)}
      />
      <Textarea
        label={t('console.catalog.field.description')}
        value={description}
        maxLength={2000}
        error={errors.description?.[0]}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Input
        label={t('console.catalog.field.tags')}
        hint={t('console.catalog.field.tags.hint')}
        value={tags}
        error={errors.tags?.[0]}
        onChange={(event) => setTags(event.target.value)}
      />
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form[0]}
        </p>
      )}
      <Button type="submit" pending={update.isPending}>
        {t('console.catalog.save')}
      </Button>
    </form>
  );
}
