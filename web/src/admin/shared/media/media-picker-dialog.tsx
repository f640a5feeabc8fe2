import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { mediaKeys, type Media } from './media-api';
import { MediaLibraryGrid } from './media-library-grid';
import { MediaUploader } from './media-uploader';

interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (media: Media) => void;
  /** An image field picks images; a file field picks documents. */
  accept: 'image' | 'file';
}

/**
 * Picks a file of the media library for a field: upload new files or search the library, then
 * pick one (new uploads come first).
 */
export function MediaPickerDialog({ open, onClose, onSelect, accept }: MediaPickerDialogProps) {
  const queryClient = useQueryClient();
  const what = accept === 'image' ? 'an image' : 'a document';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">Choose {what}</DialogTitle>
      <DialogContent sx={{ minHeight: 360 }}>
        <Box sx={{ mb: 3 }}>
          <MediaUploader accept={accept} onUploaded={() => void queryClient.invalidateQueries({ queryKey: mediaKeys.all })} />
        </Box>
        <MediaLibraryGrid fixedType={accept === 'image' ? 'image' : 'document'} actionLabel="Select" onActivate={onSelect} pageSize={18} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
