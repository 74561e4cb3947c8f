import { ActionIcon, Badge, Button, Card, Group, Image, MultiSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_LIMITS } from '../../../core/app/constants.ts';
import { NATIVE_FUNCTIONS } from '../../../core/app/native-functions.ts';
import type { TAppSettings, TSlider } from '../../../core/app/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { SortableArea, SortableRow } from '../../components/sortable-list.tsx';
import { AppVersionNotice } from './app-version-notice.tsx';
import { APP_PATHS as P } from './paths.ts';

/** The sliders in the app's order: dragged by their handles, shown or hidden, edited, deleted. */
function Sliders({ sliders }: { sliders: TSlider[] }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [order, setOrder] = useState(sliders);
  useEffect(() => setOrder(sliders), [sliders]);
  const done = { onSuccess: () => utils.appManagement.sliders.invalidate(), onError: showError };
  const sort = trpc.appManagement.sliders.sort.useMutation(done);
  const visibility = trpc.appManagement.sliders.setVisibility.useMutation(done);
  const remove = trpc.appManagement.sliders.delete.useMutation(done);
  const move = (next: TSlider[]) => {
    setOrder(next);
    sort.mutate({ ids: next.map((s) => s.id) });
  };
  return (
    <Card withBorder data-testid="slider-list">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('app.slider.list')}</Title>
          <AddButton label={t('app.slider.add')} to={P.addSlider} testId="add-slider" />
        </Group>
        {order.length === 0 && <Text c="dimmed">{t('app.slider.none')}</Text>}
        <SortableArea items={order} onMove={move} disabled={!canEdit}>
          {order.map((s) => (
            <SortableRow key={s.id} id={s.id} handleLabel={t('app.slider.move', { title: s.title })} disabled={!canEdit} testId={`slider-${s.id}`}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Image src={s.thumbnail} alt={s.title} w={64} h={36} fit="cover" radius="sm" />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {s.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {s.nativeFunction === 'custom_url' ? s.url : t(`app.nativeFunctions.${s.nativeFunction}`)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Badge size="sm" color={s.visibility === 'public' ? 'green' : 'gray'}>
                    {t(`content.visibility.${s.visibility}`)}
                  </Badge>
                  {canEdit && (
                    <>
                      <ActionIcon variant="subtle" aria-label={t(s.visibility === 'public' ? 'content.list.hide' : 'content.list.show')} onClick={() => visibility.mutate({ ids: [s.id], visibility: s.visibility === 'public' ? 'hidden' : 'public' })}>
                        {s.visibility === 'public' ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                      </ActionIcon>
                      <ActionIcon variant="subtle" component={Link} to={P.editSlider(s.id)} aria-label={t('common.edit')}>
                        <IconPencil size={16} />
                      </ActionIcon>
                      <RowDeleteButton title={t('app.slider.deleteTitle', { title: s.title })} onConfirm={() => remove.mutate({ id: s.id })} />
                    </>
                  )}
                </Group>
              </Group>
            </SortableRow>
          ))}
        </SortableArea>
      </Stack>
    </Card>
  );
}

/** The highlight settings: up to APP_LIMITS.maxHighlights native functions as shortcuts, or the same as the mobile website. */
function Highlights({ settings }: { settings: TAppSettings }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [highlights, setHighlights] = useState(settings.highlights);
  const [sameAsMobile, setSameAsMobile] = useState(settings.sameAsMobile);
  const save = trpc.appManagement.saveHighlights.useMutation({
    onSuccess: async () => {
      showSuccess(t('app.highlights.saved'));
      await utils.appManagement.settings.invalidate();
    },
    onError: showError,
  });
  return (
    <Card withBorder data-testid="highlight-settings">
      <Stack>
        <Title order={3}>{t('app.highlights.title')}</Title>
        <Switch label={t('app.highlights.sameAsMobile')} checked={sameAsMobile} disabled={!canEdit} onChange={(e) => setSameAsMobile(e.currentTarget.checked)} />
        <MultiSelect
          label={t('app.highlights.functions')}
          description={t('app.highlights.hint', { max: APP_LIMITS.maxHighlights })}
          data={NATIVE_FUNCTIONS.map((value) => ({ value, label: t(`app.nativeFunctions.${value}`) }))}
          value={highlights}
          onChange={setHighlights}
          maxValues={APP_LIMITS.maxHighlights}
          disabled={!canEdit || sameAsMobile}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Button onClick={() => save.mutate({ highlights: highlights as (typeof NATIVE_FUNCTIONS)[number][], sameAsMobile })} loading={save.isPending} data-testid="save-highlights">
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** /app/app-management: the app's sliders and highlight settings, with a notice when the merchant's app is older than app management needs. */
export default function AppManagementPage() {
  const settings = trpc.appManagement.settings.useQuery();
  const sliders = trpc.appManagement.sliders.list.useQuery();
  return (
    <Stack data-testid="app-management">
      <AppVersionNotice />
      {sliders.data && <Sliders sliders={sliders.data} />}
      {settings.data && <Highlights key={settings.dataUpdatedAt} settings={settings.data} />}
    </Stack>
  );
}
