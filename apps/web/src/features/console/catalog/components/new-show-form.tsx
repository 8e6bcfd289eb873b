import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useCreateShow } from '../api/create-show';
import { slugOf } from '../slug';

/** A new show from a title (its address follows the title until edited), then on to its page. */
export function NewShowForm() {
  const t = useTranslation();
  const navigate = useNavigate();
  const create = useCreateShow();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState<string | undefined>(undefined);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const address = slug ?? slugOf(title);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const show = await create.mutateAsync({ title, slug: address, description, tags: [] });
      await navigate(`/admin/catalog/shows/${show.id}`);
    } catch (failure) {
      console.warn('The show could not be created', failure);
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
        required
        maxLength={120}
        error={errors.title?.[0]}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Input
        label={t('console.catalog.field.slug')}
        hint={t('console.catalog.field.slug.hint')}
        value={address}
        required
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
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form[0]}
        </p>
      )}
      <Button type="submit" pending={create.isPending} disabled={title.trim() === ''}>
        {t('console.catalog.newShow.create')}
      </Button>
    </form>
  );
}
