import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The title of a studio screen, the same on the generic list and edit screens and on the custom
 * ones (dashboard, media, menus, settings, entries, profile): one size, weight and spacing.
 */
export function ScreenHeading({ children, id, gutter = true }: { children: ReactNode; id?: string; gutter?: boolean }) {
  return (
    <Typography id={id} component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere', ...(gutter ? { mb: 1 } : {}) }}>
      {children}
    </Typography>
  );
}
