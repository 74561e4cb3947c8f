import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGeneratedKind } from '../../../core/content-generator/constants.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';

/** Shows or hides one kind of generated content on the website, at once. */
export function PublishSwitch({ kind, published }: { kind: TGeneratedKind; published: boolean }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const set = trpc.contentGenerator.setPublished.useMutation({
    onSuccess: async ({ published: now }) => {
      showSuccess(t(now ? 'contentGenerator.publishedNow' : 'contentGenerator.hiddenNow'));
      await utils.contentGenerator.invalidate();
    },
    onError: showError,
  });
  return (
    <Switch
      label={t('contentGenerator.published')}
      description={t('contentGenerator.publishedHint')}
      checked={set.isPending ? set.variables.published : published}
      disabled={!canEdit || set.isPending}
      onChange={(e) => set.mutate({ kind, published: e.currentTarget.checked })}
      data-testid="publish-switch"
    />
  );
}
