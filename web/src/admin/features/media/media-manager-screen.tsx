import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaKeys, type Media } from '../../shared/media/media-api';
import { MediaDetailsDialog } from './components/media-details-dialog';
import { MediaLibraryGrid } from '../../shared/media/media-library-grid';
import { MediaUploader } from '../../shared/media/media-uploader';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useAccess } from '../../shared/access/use-access';

/** /admin/medias: upload, browse, describe and delete the files the website uses. */
export function MediaManagerScreen() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Media | null>(null);
  const { can } = useAccess();
  return (
    <Box>
      <ScreenHeading>{screenTitles.media}</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Images (JPEG, PNG, WebP, GIF) and PDF documents. Open a file to describe it, copy its address or delete it.
      </Typography>
      {can('media.upload') && (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <MediaUploader accept="any" onUploaded={() => void queryClient.invalidateQueries({ queryKey: mediaKeys.all })} />
        </Paper>
      )}
      <MediaLibraryGrid actionLabel="Open" onActivate={setOpen} />
      <MediaDetailsDialog media={open} onClose={() => setOpen(null)} canManage={can('media.manage')} />
    </Box>
  );
}
