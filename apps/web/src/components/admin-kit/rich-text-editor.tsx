import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextInputProps {
  label: string;
  description?: string;
  /** HTML; the server sanitises what it keeps (headings, emphasis, lists, quotes and links only). Read once. */
  value?: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | null;
  withAsterisk?: boolean;
}

/**
 * Formatted text for the shop's pages and answers (Mantine's tiptap editor), with the tools the server keeps: what it
 * would drop (colours, pictures, tables) is not offered. Loaded by `RichTextInput` when a form first shows it.
 */
export function RichTextEditorField({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  withAsterisk,
}: RichTextInputProps) {
  const { t } = useTranslation(['common', 'admin-shell']);
  const id = useId();
  const editor = useEditor({
    // The StarterKit's own link mark gives way to Mantine's, which its link control works with.
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
    ],
    content: value ?? '',
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, 'aria-invalid': error ? 'true' : 'false' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const w = (key: string) => t(`admin-shell:kit.rich_text.${key}`);
  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: w('bold'),
    italicControlLabel: w('italic'),
    underlineControlLabel: w('underline'),
    strikeControlLabel: w('strike'),
    clearFormattingControlLabel: w('clear'),
    h2ControlLabel: w('h2'),
    h3ControlLabel: w('h3'),
    h4ControlLabel: w('h4'),
    bulletListControlLabel: w('bullet'),
    orderedListControlLabel: w('ordered'),
    blockquoteControlLabel: w('quote'),
    hrControlLabel: w('hr'),
    linkControlLabel: w('link'),
    unlinkControlLabel: w('unlink'),
    undoControlLabel: w('undo'),
    redoControlLabel: w('redo'),
    linkEditorInputLabel: w('link_input'),
    linkEditorInputPlaceholder: w('link_placeholder'),
    linkEditorExternalLink: w('link_external'),
    linkEditorInternalLink: w('link_internal'),
    linkEditorSave: w('link_save'),
  };

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: `${id}-label` }}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        // The link editor's switch between this tab and another is named only by its tooltip (axe: button-name,
        // critical); Mantine's labels have no word for the button itself.
        attributes={{ linkEditorExternalControl: { 'aria-label': w('link_target') } }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
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
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
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
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
