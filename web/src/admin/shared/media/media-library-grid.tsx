import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../error-message';
import { focalPosition, isImage, mediaName, thumbnailUrl, useMediaList, type Media, type MediaKind } from './media-api';

interface MediaLibraryGridProps {
  /** Show only this kind, with no filter to change it (the picker of an image field). */
  fixedType?: MediaKind;
  /** What a click on a tile does: open its details, or pick it. */
  onActivate: (media: Media) => void;
  /** The accessible name of a tile's action, e.g. "Edit" or "Select". */
  actionLabel: string;
  pageSize?: number;
}

/** The media library as a searchable, filterable, paginated grid of thumbnails. */
export function MediaLibraryGrid({ fixedType, onActivate, actionLabel, pageSize = 24 }: MediaLibraryGridProps) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [type, setType] = useState<MediaKind | ''>(fixedType ?? '');
  const [page, setPage] = useState(1);

  // Search as the editor types, without a request per key stroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const list = useMediaList({ page, limit: pageSize, q, type: fixedType ?? type });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const items = list.data?.data ?? [];

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search the library"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {!fixedType && (
          <TextField
            select
            label="Type"
            size="small"
            value={type}
            onChange={(e) => {
              setType(e.target.value as MediaKind | '');
              setPage(1);
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">All files</MenuItem>
            <MenuItem value="image">Images</MenuItem>
            <MenuItem value="document">Documents</MenuItem>
          </TextField>
        )}
      </Stack>
      {list.isError && <Alert severity="error">{errorMessage(list.error, 'The media library could not be loaded.')}</Alert>}
      {list.isLoading && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the media library" />
        </Box>
      )}
      {list.isSuccess && items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {q ? `Nothing in the library matches "${q}".` : 'The library is empty: upload files above.'}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label="Media library"
        aria-busy={list.isFetching}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {items.map((media) => (
          <Box component="li" key={media._id} data-testid="media-tile">
            <MediaTile media={media} actionLabel={actionLabel} onActivate={onActivate} />
          </Box>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, value) => setPage(value)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(kind, value) => (kind === 'page' ? `Library page ${value}` : `Go to the ${kind} page`)}
        />
      )}
    </Box>
  );
}

function MediaTile({ media, actionLabel, onActivate }: { media: Media; actionLabel: string; onActivate: (m: Media) => void }) {
  const name = mediaName(media);
  return (
    <ButtonBase
      onClick={() => onActivate(media)}
      aria-label={`${actionLabel} ${name}`}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
      }}
    >
      {/* Square, whatever the picture's shape, so portraits and landscapes line up in rows. */}
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {isImage(media) ? (
          <Box
            component="img"
            src={thumbnailUrl(media)}
            alt={media.alt ?? ''}
            loading="lazy"
            width={320}
            height={320}
            data-testid="media-thumbnail"
            sx={{ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: focalPosition(media) }}
          />
        ) : (
          <PictureAsPdfIcon color="error" sx={{ fontSize: 56 }} aria-hidden="true" />
        )}
      </Box>
      <Typography variant="caption" component="p" sx={{ px: 1, py: 0.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Typography>
    </ButtonBase>
  );
}
