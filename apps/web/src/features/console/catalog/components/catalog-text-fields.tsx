import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { TextFieldProps } from '../../components/use-console-form';

export interface CatalogTextFieldsProps {
  title: TextFieldProps;
  /** A show's address; an episode has none. */
  slug?: TextFieldProps;
  description: TextFieldProps;
  /** Marks the title and the address as required, as a new show's are. */
  required?: boolean;
}

/** The title, address and description of a show or an episode, at the lengths the server keeps. */
export function CatalogTextFields({ title, slug, description, required }: CatalogTextFieldsProps) {
  const t = useTranslation();
  return (
    <>
      <Input label={t('console.catalog.field.title')} {...title} required={required} maxLength={120} />
      {slug && (
        <Input
          label={t('console.catalog.field.slug')}
          hint={t('console.catalog.field.slug.hint')}
          {...slug}
          required={required}
          maxLength={60}
        />
      )}
      <Textarea label={t('console.catalog.field.description')} {...description} maxLength={2000} />
    </>
  );
}
