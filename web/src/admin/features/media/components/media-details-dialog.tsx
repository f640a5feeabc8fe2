import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/http';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { StudioDate } from '../../../shared/dates';
import { deleteMedia, formatSize, isImage, mediaKeys, mediaName, updateMedia, type Media, type MediaChanges } from '../../../shared/media/media-api';
import { absoluteUrl, copyText } from '../../../shared/copy-text';
import { FocalPointPicker, type FocalPoint } from './focal-point-picker';
import { MediaUsageList } from './media-usage-list';

interface MediaDetailsDialogProps {
  media: Media | null;
  onClose: () => void;
  /** The role may change and delete files (`media.manage`); else the dialog only shows the file. */
  canManage?: boolean;
}

/**
 * One file of the library: its original name, title and alternative text, the focal point of an
 * image, where it is used; copy its address, delete it.
 */
export function MediaDetailsDialog({ media, onClose, canManage = true }: MediaDetailsDialogProps) {
  // The file stays shown while the dialog fades out, so the closing dialog keeps its title (its name).
  const [shown, setShown] = useState(media);
  if (media !== null && media !== shown) setShown(media);
  return (
    <Dialog
      open={media !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="media-details-title"
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      {shown && <MediaDetails key={shown._id} media={shown} onClose={onClose} canManage={canManage} />}
    </Dialog>
  );
}

function MediaDetails({ media, onClose, canManage }: { media: Media; onClose: () => void; canManage: boolean }) {
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  // Files uploaded before titles defaulted to the file name start with that name too.
  const [title, setTitle] = useState(media.title || media.originalName || '');
  const [alt, setAlt] = useState(media.alt ?? '');
  const [focal, setFocal] = useState<FocalPoint>({ x: media.focalX ?? 50, y: media.focalY ?? 50 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const name = mediaName(media);
  const raster = isImage(media) && media.mimeType !== 'image/svg+xml';

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const changes: MediaChanges = { title: title.trim(), alt: alt.trim(), ...(raster ? { focalX: focal.x, focalY: focal.y } : {}) };
      const result = await updateMedia(media._id, changes);
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      showSnackbar(result.message ?? 'Media details saved', 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      showSnackbar(errorMessage(error, 'The details could not be saved.'), 'error');
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setSaving(true);
    setDeleteError(null);
    try {
      const result = await deleteMedia(media._id);
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      showSnackbar(result?.message ?? 'File deleted', 'success');
      onClose();
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 409
          ? (error.serverMessage ?? 'This file is in use and cannot be deleted.')
          : errorMessage(error, 'The file could not be deleted.');
      setDeleteError(message);
      setConfirming(false);
      showSnackbar(message, 'error');
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    const ok = await copyText(absoluteUrl(media.url));
    showSnackbar(ok ? 'URL copied' : 'The URL could not be copied; select it and copy it by hand.', ok ? 'success' : 'error');
  };

  return (
    <>
      <DialogTitle id="media-details-title">{name}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box
            sx={
              raster
                ? { flex: '0 0 340px', maxWidth: '100%' }
                : { flex: '0 0 320px', maxWidth: '100%', bgcolor: 'grey.100', borderRadius: 1, display: 'grid', placeItems: 'center', minHeight: 200 }
            }
          >
            {raster ? (
              <FocalPointPicker src={media.variants?.['640'] ?? media.url} value={focal} onChange={setFocal} width={media.width} height={media.height} />
            ) : isImage(media) ? (
              <Box component="img" src={media.url} alt={alt} sx={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }} />
            ) : (
              <PictureAsPdfIcon color="error" sx={{ fontSize: 96 }} aria-hidden="true" />
            )}
          </Box>
          <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {media.mimeType} · {formatSize(media.size)}
              {media.width && media.height ? ` · ${media.width} × ${media.height} px` : ''}
              {media.createdAt ? <> · uploaded <StudioDate value={media.createdAt} /></> : ''}
            </Typography>
            {media.originalName && (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                Original file name: <span data-testid="media-original-name">{media.originalName}</span>
              </Typography>
            )}
            <Link href={media.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
              {absoluteUrl(media.url)}
            </Link>
            <TextField
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title ?? 'The name the library shows and searches; the original file name until you change it.'}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <TextField
              label="Alternative text"
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              error={Boolean(errors.alt)}
              helperText={
                errors.alt ?? 'Describe what the image shows for people using screen readers; leave empty for purely decorative images.'
              }
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              fullWidth
            />
            {(errors.focalX || errors.focalY) && <Alert severity="error">{errors.focalX ?? errors.focalY}</Alert>}
            <MediaUsageList mediaId={media._id} />
            {deleteError && <Alert severity="error">{deleteError}</Alert>}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canManage && (
          <Button startIcon={<DeleteOutlinedIcon />} color="error" onClick={() => setConfirming(true)} disabled={saving} sx={{ mr: 'auto' }}>
            Delete
          </Button>
        )}
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy URL
        </Button>
        <Button onClick={onClose}>{canManage ? 'Cancel' : 'Close'}</Button>
        {canManage && (
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            Save
          </Button>
        )}
      </DialogActions>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="media-delete-title">
        <DialogTitle id="media-delete-title">Delete this file?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            "{name}" will be removed from the library and from the website. Files still used by content cannot be deleted.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={saving}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
