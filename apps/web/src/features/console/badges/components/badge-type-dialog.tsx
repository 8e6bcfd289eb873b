import type { AdminBadgeType, BadgeImageUpload } from '@crewcast/contracts/badges';
import { useEffect, useMemo } from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { hostBaseUrl } from '@/lib/runtime-config';
import { ConsoleFormDialog } from '../../components/console-form';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useConsoleForm } from '../../components/use-console-form';
import { useCreateBadgeType, useUpdateBadgeType } from '../api/save-badge-type';
import { badgeImageProblem, badgeImageUpload } from '../badge-image-file';

export interface BadgeTypeDialogProps {
  /** The type to edit; none to create a new one. */
  badge: AdminBadgeType | null;
  onClose: () => void;
  onSaved: (badge: AdminBadgeType, created: boolean) => void;
}

const RULES = staffErrorRules('console.badges.actionFailed', {
  type: 'type',
  name: 'name',
  description: 'description',
  howToEarn: 'howToEarn',
  image: 'image',
  'image.data': 'image',
  'image.contentType': 'image',
});

/** Creates a badge type or edits one: its text, and an image (PNG or SVG) shown in a preview before saving. */
export function BadgeTypeDialog({ badge, onClose, onSaved }: BadgeTypeDialogProps) {
  const t = useTranslation();
  const create = useCreateBadgeType();
  const update = useUpdateBadgeType();
  const form = useConsoleForm({
    initial: {
      type: '',
      name: badge?.name ?? '',
      description: badge?.description ?? '',
      howToEarn: badge?.howToEarn ?? '',
      image: null as File | null,
    },
    rules: RULES,
    what: 'Saving a badge type',
    validate: ({ image }) =>
      !badge && !image ? { image: t('console.badges.form.image.required') } : undefined,
    async submit({ type, image, ...text }) {
      const upload: BadgeImageUpload | undefined = image ? await badgeImageUpload(image) : undefined;
      const saved = badge
        ? await update.mutateAsync({ type: badge.type, changes: { ...text, image: upload } })
        : await create.mutateAsync({ type, ...text, image: upload as BadgeImageUpload });
      onSaved(saved, !badge);
    },
  });
  const { image } = form.values;

  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function chooseImage(file: File | undefined) {
    const problem = file && badgeImageProblem(file);
    form.setFieldError('image', problem ? t(`console.badges.form.image.${problem}`) : '');
    form.set('image', file && !problem ? file : null);
  }

  const shownImage = preview ?? (badge ? `${hostBaseUrl('images')}${badge.imageUrl}` : null);
  return (
    <ConsoleFormDialog
      form={form}
      className="badge-type-form"
      onClose={onClose}
      title={badge ? t('console.badges.form.edit.title', badge.name) : t('console.badges.form.create.title')}
      description={
        badge ? t('console.badges.form.edit.description') : t('console.badges.form.create.description')
      }
      submitLabel={badge ? t('console.badges.form.edit.submit') : t('console.badges.form.create.submit')}
    >
      {!badge && (
        <Input
          label={t('console.badges.form.type')}
          hint={t('console.badges.form.type.hint')}
          {...form.field('type')}
          required
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
        />
      )}
      <Input label={t('console.badges.form.name')} {...form.field('name')} required maxLength={40} />
      <Textarea
        label={t('console.badges.form.description')}
        {...form.field('description')}
        required
        maxLength={200}
        rows={2}
      />
      <Textarea
        label={t('console.badges.form.howToEarn')}
        {...form.field('howToEarn')}
        required
        maxLength={200}
        rows={2}
      />
      <div className="badge-type-form__image">
        <Input
          type="file"
          label={t('console.badges.form.image')}
          hint={badge ? t('console.badges.form.image.keep') : t('console.badges.form.image.hint')}
          accept="image/png,image/svg+xml"
          onChange={(event) => chooseImage(event.target.files?.[0])}
          error={form.errors.fields.image}
        />
        {shownImage && (
          <img
            className="badge-type-form__preview"
            src={shownImage}
            alt={t('console.badges.form.preview')}
            width={64}
            height={64}
          />
        )}
      </div>
    </ConsoleFormDialog>
  );
}
