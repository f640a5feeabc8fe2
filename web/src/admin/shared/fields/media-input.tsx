import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { FileField, ImageField } from '@hospital/content/fields';
import { useState } from 'react';
import { mediaName, useMediaByUrl } from '../media/media-api';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';

/** An image or document of the media library, stored as its `/uploads/…` path, with a preview. */
export function MediaInput({ field, value, onChange, error, disabled }: FieldInputProps<ImageField | FileField>) {
  const [open, setOpen] = useState(false);
  const path = asText(value);
  const isImage = field.type === 'image';
  const labelId = `field-${field.name}-label`;
  const help = helperText(field, error);
  // The library's name for the file (its title or original name); the stored name until known.
  const known = useMediaByUrl(path).data;
  const fileName = known ? mediaName(known) : (path.split('/').pop() ?? path);
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 1 }}>
        {fieldLabel(field)}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 160,
            height: 110,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'grey.100',
            flexShrink: 0,
          }}
        >
          {path === '' ? (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {isImage ? 'No image' : 'No file'}
            </Box>
          ) : isImage ? (
            <Box component="img" src={path} alt={`${field.label} preview`} data-testid={`preview-${field.name}`} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <InsertDriveFile color="action" fontSize="large" aria-hidden="true" />
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          {path !== '' && (
            <Link href={path} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all', fontSize: 14 }}>
              {fileName}
            </Link>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<PhotoLibrary />} onClick={() => setOpen(true)} disabled={disabled || field.readOnly} aria-label={`Choose ${field.label} from library or upload`}>
              {path === '' ? 'Choose from library' : 'Change'}
            </Button>
            {path !== '' && (
              <Button color="error" onClick={() => onChange('')} disabled={disabled || field.readOnly} aria-label={`Remove ${field.label}`}>
                Remove
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      {help && <FormHelperText error={Boolean(error)}>{help}</FormHelperText>}
      <MediaPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        accept={isImage ? 'image' : 'file'}
        onSelect={(media) => {
          onChange(media.url);
          setOpen(false);
        }}
      />
    </Box>
  );
}
