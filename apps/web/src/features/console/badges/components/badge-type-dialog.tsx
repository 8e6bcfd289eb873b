import type { AdminBadgeType, BadgeImageUpload } from '@crewcast/contracts/badges';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { hostBaseUrl } from '@/lib/runtime-config';
import { actionErrorsOf, type ActionErrors } from '../../members/components/action-errors';
import { useCreateBadgeType, useUpdateBadgeType } from '../api/save-badge-type';
import { badgeImageProblem, badgeImageUpload } from '../badge-image-file';

export interface BadgeTypeDialogProps {
  /** The type to edit; none to create a new one. */
  badge: AdminBadgeType | null;
  open: boolean;
  onClose: () => void;
  onSaved: (badge: AdminBadgeType, created: boolean) => void;
}

const FORM_ID = 'badge-type-form';

/** Creates a badge type or edits one: its text, and an image (PNG or SVG) shown in a preview before saving. */
export function BadgeTypeDialog(props: BadgeTypeDialogProps) {
  // Mounted afresh each time it opens, so the form starts from the badge as it is now.
  return props.open ? <OpenBadgeTypeDialog {...props} /> : null;
}

function OpenBadgeTypeDialog({ badge, onClose, onSaved }: BadgeTypeDialogProps) {
  const t = useTranslation();
  const create = useCreateBadgeType();
  const update = useUpdateBadgeType();
  const [type, setType] = useState('');
  const [name, setName] = useState(badge?.name ?? '');
  const [description, setDescription] = useState(badge?.description ?? '');
  const [howToEarn, setHowToEarn] = useState(badge?.howToEarn ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<ActionErrors>({ fields: {} });

  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function chooseImage(file: File | undefined) {
    const problem = file && badgeImageProblem(file);
    setErrors((current) => ({
      ...current,
      fields: { ...current.fields, image: problem ? t(`console.badges.form.image.${problem}`) : '' },
    }));
    setImage(file && !problem ? file : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending || update.isPending) return;
    if (!badge && !image) {
      setErrors({ fields: { image: t('console.badges.form.image.required') } });
      return;
    }
    setErrors({ fields: {} });
    try {
      const upload: BadgeImageUpload | undefined = image ? await badgeImageUpload(image) : undefined;
      const text = { name, description, howToEarn };
      const saved = badge
        ? await update.mutateAsync({ type: badge.type, changes: { ...text, image: upload } })
        : await create.mutateAsync({ type, ...text, image: upload as BadgeImageUpload });
      onSaved(saved, !badge);
    } catch (failure) {
      setErrors(actionErrorsOf(failure, t('console.badges.actionFailed')));
    }
  }

  const shownImage = preview ?? (badge ? `${hostBaseUrl('images')}${badge.imageUrl}` : null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={badge ? t('console.badges.form.edit.title', badge.name) : t('console.badges.form.create.title')}
      description={
        badge ? t('console.badges.form.edit.description') : t('console.badges.form.create.description')
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} pending={create.isPending || update.isPending}>
            {badge ? t('console.badges.form.edit.submit') : t('console.badges.form.create.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="badge-type-form" onSubmit={submit} noValidate>
        {!badge && (
          <Input
            label={t('console.badges.form.type')}
            hint={t('console.badges.form.type.hint')}
            value={type}
            onChange={(event) => setType(event.target.value)}
            error={errors.fields.type}
            required
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        <Input
          label={t('console.badges.form.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.fields.name}
          required
          maxLength={40}
        />
        <Textarea
          label={t('console.badges.form.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.fields.description}
          required
          maxLength={200}
          rows={2}
        />
        <Textarea
          label={t('console.badges.form.howToEarn')}
          value={howToEarn}
          onChange={(event) => setHowToEarn(event.target.value)}
          error={errors.fields.howToEarn}
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
            error={errors.fields.image || errors.fields['image.data'] || errors.fields['image.contentType']}
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
        {errors.message && (
          <p className="field__error" role="alert">
            {errors.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
