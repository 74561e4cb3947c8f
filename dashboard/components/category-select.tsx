import { useMemo } from 'react';
import { ActionIcon, Group, Text, TreeSelect, type TreeNodeData, type TreeSelectMode, type TreeSelectProps } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCategoryNode } from '../../core/catalogue/taxonomy-schema.ts';
import { trpc } from '../app/trpc.ts';

/**
 * The category tree as select data. A node's label is its path ('Main > Sub'), which the
 * chosen values show; the dropdown shows the tree with each node's own name.
 */
function categoryTreeData(categories: readonly TCategoryNode[], enabled: (c: TCategoryNode) => boolean = () => true): TreeNodeData[] {
  const roots: TreeNodeData[] = [];
  const byId = new Map<string, TreeNodeData>();
  // The list comes in tree order: every parent before its children.
  for (const c of categories) {
    const node: TreeNodeData = { value: c.id, label: c.path, nodeProps: { name: c.nameEn, disabled: !enabled(c) } };
    byId.set(c.id, node);
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

type Props<Mode extends TreeSelectMode> = Omit<TreeSelectProps<Mode>, 'data' | 'renderNode'> & {
  /** Which categories may be chosen (all by default). */
  enabled?: (c: TCategoryNode) => boolean;
};

/** Choose one category or several from the merchant's three-level tree. */
export function CategorySelect<Mode extends TreeSelectMode = 'single'>({ enabled, ...props }: Props<Mode>) {
  const { t } = useTranslation();
  const categories = trpc.categories.list.useQuery();
  const data = useMemo(() => categoryTreeData(categories.data ?? [], enabled), [categories.data, enabled]);
  return (
    <TreeSelect<Mode>
      // Expanded once the tree has loaded: the tree opens fully the first time it is shown.
      key={categories.isSuccess ? 'loaded' : 'loading'}
      searchable
      defaultExpandAll
      nothingFoundMessage={t('list.empty')}
      {...props}
      data={data}
      renderNode={({ node, hasChildren, expanded, expand }) => (
        <Group gap={4} wrap="nowrap">
          {hasChildren && (
            <ActionIcon component="span" size="xs" variant="subtle" color="gray" onClick={expand} aria-label={t(expanded ? 'catalogue.collapse' : 'catalogue.expand')}>
              <IconChevronRight size={14} style={{ transform: expanded ? 'rotate(90deg)' : undefined }} />
            </ActionIcon>
          )}
          <Text size="sm" c={node.nodeProps?.disabled ? 'dimmed' : undefined}>
            {node.nodeProps?.name}
          </Text>
        </Group>
      )}
    />
  );
}
