import { Alert, Button, CopyButton, Loader, Pagination, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

type IconComponent = ComponentType<{ size?: number; stroke?: number }>;
const PAGE_SIZE = 120;

/**
 * The whole Tabler set, loaded only when this page opens. It comes from the package's CommonJS
 * build, a module of its own: the namespace of the ES build that the other screens import icon by
 * icon would land, whole, in a chunk the first page loads (tests/e2e/page-weight.test.ts).
 */
function useTablerIcons(): { icons: [string, IconComponent][] | null; failed: boolean } {
  const [icons, setIcons] = useState<[string, IconComponent][] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('@tabler/icons-react/dist/cjs/tabler-icons-react.cjs').then(
      (mod) => {
        const all = Object.entries(mod as unknown as Record<string, unknown>).filter((e): e is [string, IconComponent] => /^Icon[A-Z0-9]/.test(e[0]) && e[1] != null);
        if (live) setIcons(all.sort(([a], [b]) => a.localeCompare(b)));
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { icons, failed };
}

/** /icons/{set}: the icons the dashboard can use, searchable by name, a click copying the name; paged so the page stays fast. */
export default function IconsPage() {
  const { t } = useTranslation();
  const asked = useLocation().pathname.split('/').pop() ?? '';
  const { icons, failed } = useTablerIcons();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (icons ?? []).filter(([name]) => name.toLowerCase().includes(words));
  }, [icons, search]);
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  return (
    <Stack data-testid="icons-page">
      <Text c="dimmed">{t('devIcons.note', { set: t(`devIcons.sets.${asked}`) })}</Text>
      <TextInput
        label={t('devIcons.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        data-testid="icons-search"
      />
      {failed && <Alert color="red">{t('devIcons.failed')}</Alert>}
      {!icons && !failed ? (
        <Loader />
      ) : (
        <>
          <Text size="sm" data-testid="icons-count">
            {t('devIcons.count', { count: found.length })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs">
            {found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(([name, Icon]) => (
              <CopyButton key={name} value={name}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('devIcons.copied') : t('devIcons.copy')} withArrow>
                    <Button variant={copied ? 'light' : 'default'} onClick={copy} leftSection={<Icon size={18} />} justify="start" fullWidth data-testid="icon">
                      <Text size="xs" truncate>
                        {name}
                      </Text>
                    </Button>
                  </Tooltip>
                )}
              </CopyButton>
            ))}
          </SimpleGrid>
          {pages > 1 && <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}
