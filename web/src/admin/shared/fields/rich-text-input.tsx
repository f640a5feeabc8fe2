import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import { linkAttributes } from './link-target';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { RichTextField } from '@hospital/content/fields';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';

/** Tiptap's empty document; stored as '' so an untouched optional field stays empty. */
const normalise = (html: string): string => (html === '<p></p>' ? '' : html);

/** HTML rich text (the server sanitises it on save). Toolbar buttons are reachable by Tab, the text by Tab after them. */
export function RichTextInput({ field, value, onChange, error, disabled }: FieldInputProps<RichTextField>) {
  const html = asText(value);
  const labelId = `field-${field.name}-label`;
  const helpId = `field-${field.name}-help`;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], HTMLAttributes: { target: null, rel: null } } })],
    content: html,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        'data-field': field.name,
        class: 'admin-rich-text',
      },
    },
    onUpdate: ({ editor: e }) => onChange(normalise(e.getHTML())),
  });

  // The form loads or resets the record after the editor exists: take the new value without echoing it back.
  useEffect(() => {
    // Under StrictMode the first editor is destroyed and replaced: a destroyed one has no schema.
    if (editor && !editor.isDestroyed && normalise(editor.getHTML()) !== html) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const help = helperText(field, error);
  return (
    <Box>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {fieldLabel(field)}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (t) => `0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}` },
        }}
      >
        {editor && <Toolbar editor={editor} label={field.label} disabled={disabled ?? false} />}
        <Box
          sx={{
            px: 2,
            py: 1,
            '& .admin-rich-text': { minHeight: 140, outline: 'none' },
            '& .admin-rich-text blockquote': { borderLeft: 3, borderColor: 'divider', ml: 0, pl: 2, color: 'text.secondary' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {help && (
        <FormHelperText id={helpId} error={Boolean(error)}>
          {help}
        </FormHelperText>
      )}
    </Box>
  );
}

function Toolbar({ editor, label, disabled }: { editor: Editor; label: string; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  return (
    <Box role="toolbar" aria-label={`${label} formatting`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
      <ToolButton label="Bold" active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
        <FormatItalic fontSize="small" />
      </ToolButton>
      <ToolButton label="Heading" active={state.h2} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: 14, width: 20 }}>H2</Box>
      </ToolButton>
      <ToolButton label="Subheading" active={state.h3} disabled={disabled} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: 14, width: 20 }}>H3</Box>
      </ToolButton>
      <ToolButton label="Bulleted list" active={state.bullet} disabled={disabled} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton label="Numbered list" active={state.ordered} disabled={disabled} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <ToolButton label="Quote" active={state.quote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuote fontSize="small" />
      </ToolButton>
      <ToolButton label="Link" active={state.link} disabled={disabled} onClick={() => setLinkOpen(true)}>
        <InsertLink fontSize="small" />
      </ToolButton>
      <ToolButton label="Undo" disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton label="Redo" disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
        <Redo fontSize="small" />
      </ToolButton>
      {linkOpen && (
        <LinkDialog
          initial={asText(editor.getAttributes('link').href)}
          onClose={() => setLinkOpen(false)}
          onSave={(href) => {
            setLinkOpen(false);
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            // Only another website's link opens a new tab (link-target.ts).
            else chain().extendMarkRange('link').setLink(linkAttributes(href, window.location.origin)).run();
          }}
        />
      )}
    </Box>
  );
}

function ToolButton({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={active ? { bgcolor: 'action.selected' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function LinkDialog({ initial, onClose, onSave }: { initial: string; onClose: () => void; onSave: (href: string) => void }) {
  const [href, setHref] = useState(initial);
  return (
    <Dialog open onClose={onClose} aria-labelledby="rich-text-link-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onSave(href.trim());
        }}
      >
        <DialogTitle id="rich-text-link-title">Link</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label="Web address"
            helperText="e.g. https://example.com, /about-us or mailto:info@hospital.org. Empty removes the link."
            value={href}
            onChange={(event) => setHref(event.target.value)}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
