import { Button } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContentRefresh } from '../../../components/content/content-api.ts';
import { CONTENT_FILTER_KEYS, contentListInput } from '../../../components/content/content-list-input.ts';
import { useContentActions } from '../../../components/content/use-content-actions.ts';
import { AddButton } from '../../../components/add-button.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { PhonePages } from '../../../components/phone-pages.tsx';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { PhoneCategoryFilter, PhoneSearch } from '../../../components/phone-list-filters.tsx';
import { newsPhoneScreen as screen } from './news-phone-screen.ts';
import { NewsPhoneCard } from './news-phone-card.tsx';

/** /news_list: the news as cards in one column, searched (on the keyboard's Search key) and filtered by category, a page at a time. */
export default function NewsPhoneListPage() {
  const { t } = useTranslation();
  const control = useListParams({ filterKeys: CONTENT_FILTER_KEYS });
  const { params, update } = control;
  const list = screen.api.list.useQuery(contentListInput(params));
  const categories = screen.api.categories.options.useQuery().data ?? [];
  const actions = useContentActions(screen.api, useContentRefresh(screen.routerKey));
  return (
    <PhoneScreen testId="news-phone-list">
      <AddButton label={t(screen.texts.add)} to={screen.paths.add} testId="add-content" />
      <Button component={Link} to={screen.paths.categories} variant="default" leftSection={<IconCategory size={18} />}>
        {t('menu.newsCategories')}
      </Button>
      <PhoneSearch control={control} />
      <PhoneCategoryFilter control={control} options={categories} label={t('content.list.category')} allLabel={t('content.list.allCategories')} />
      {list.data?.items.map((row) => <NewsPhoneCard key={row.id} row={row} actions={actions} />)}
      <PhonePages query={list} page={params.page} pageSize={params.pageSize} onChange={(page) => update({ page })} />
    </PhoneScreen>
  );
}
