import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a lazily loaded screen arrives. */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default', zIndex: (t) => t.zIndex.modal }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden="true" />
        <span>{label}</span>
      </Box>
    </Box>
  );
}
