import type { ReactNode } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  /** The body as HTML; core sanitises it again with its own allow-list (docs/email-marketing.md). */
  value: string;
  onChange(html: string): void;
  readOnly: boolean;
  error?: ReactNode;
}

/** Only what core's allow-list keeps: headings, emphasis, lists, quotes and http(s)/mailto links (no images). */
const EXTENSIONS = [StarterKit.configure({ link: false, code: false, codeBlock: false, horizontalRule: false }), Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] })];

/** A campaign's rich-text body: the editor's content is the form's value; the first value is the one it starts with. */
export function BodyEditor({ label, value, onChange, readOnly, error }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({ extensions: EXTENSIONS, content: value, editable: !readOnly, onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()) });
  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t('emailMarketing.editor.bold'),
    italicControlLabel: t('emailMarketing.editor.italic'),
    underlineControlLabel: t('emailMarketing.editor.underline'),
    strikeControlLabel: t('emailMarketing.editor.strike'),
    clearFormattingControlLabel: t('emailMarketing.editor.clearFormatting'),
    h2ControlLabel: t('emailMarketing.editor.h2'),
    h3ControlLabel: t('emailMarketing.editor.h3'),
    bulletListControlLabel: t('emailMarketing.editor.bulletList'),
    orderedListControlLabel: t('emailMarketing.editor.orderedList'),
    blockquoteControlLabel: t('emailMarketing.editor.blockquote'),
    linkControlLabel: t('emailMarketing.editor.link'),
    unlinkControlLabel: t('emailMarketing.editor.unlink'),
    linkEditorInputLabel: t('emailMarketing.editor.linkUrl'),
    linkEditorExternalLink: t('emailMarketing.editor.linkNewTab'),
    linkEditorInternalLink: t('emailMarketing.editor.linkSameTab'),
    linkEditorSave: t('common.save'),
    undoControlLabel: t('emailMarketing.editor.undo'),
    redoControlLabel: t('emailMarketing.editor.redo'),
  };
  return (
    <Input.Wrapper label={label} withAsterisk={!readOnly} error={error}>
      <RichTextEditor editor={editor} labels={labels} mt={4} data-testid="campaign-body">
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
