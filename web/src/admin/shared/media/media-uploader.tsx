import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import type { Media } from './media-api';
import { uploadMedia, UploadError } from './upload-media';

interface UploadItem {
  key: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
}

interface MediaUploaderProps {
  /** Which files the file chooser offers; the server checks every file's bytes anyway. */
  accept: 'image' | 'file' | 'any';
  /** Called once per file that uploaded, with the media records the server created. */
  onUploaded: (media: Media[]) => void;
}

const acceptAttribute = {
  image: 'image/*',
  file: 'application/pdf,.pdf',
  any: 'image/*,application/pdf,.pdf',
} as const;

let nextKey = 0;

/** Drop files (or choose them) to upload them all at once, each with its own progress bar. */
export function MediaUploader({ accept, onUploaded }: MediaUploaderProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const patch = (key: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = (files: readonly File[]) => {
    const added = files.map((file) => ({ file, item: { key: ++nextKey, name: file.name, progress: 0, state: 'uploading' as const } }));
    setItems((list) => [...added.map((a) => a.item), ...list].slice(0, 30));
    for (const { file, item } of added) {
      uploadMedia(file, (progress) => patch(item.key, { progress }))
        .then((media) => {
          patch(item.key, { state: 'done', progress: 100, message: 'Uploaded' });
          onUploaded(media);
        })
        .catch((error: unknown) => {
          patch(item.key, { state: 'failed', message: error instanceof UploadError ? error.message : 'The upload failed.' });
        });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) start(files);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-dropzone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
        }}
      >
        <CloudUploadIcon color="primary" fontSize="large" aria-hidden="true" />
        <Typography id={hintId} sx={{ my: 1 }}>
          Drop {accept === 'image' ? 'images' : accept === 'file' ? 'PDF documents' : 'images or PDF documents'} here to upload them, or
        </Typography>
        <Button variant="contained" onClick={() => input.current?.click()} aria-describedby={hintId}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={acceptAttribute[accept]}
          aria-label="Files to upload"
          data-testid="media-file-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) start(files);
          }}
        />
      </Box>
      {items.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }} aria-label="Uploads">
          {items.map((item) => (
            <Box component="li" key={item.key} data-testid="upload-item">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {item.state === 'done' && <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" />}
                {item.state === 'failed' && <ErrorIcon color="error" fontSize="small" aria-hidden="true" />}
                <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {item.name}
                </Typography>
                <Typography variant="body2" color={item.state === 'failed' ? 'error' : 'text.secondary'} role={item.state === 'failed' ? 'alert' : undefined}>
                  {item.state === 'uploading' ? `${item.progress}%` : item.message}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={item.progress}
                color={item.state === 'failed' ? 'error' : item.state === 'done' ? 'success' : 'primary'}
                aria-label={`Upload of ${item.name}`}
                sx={{ mt: 0.5 }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
