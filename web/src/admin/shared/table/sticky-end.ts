import type { SxProps, Theme } from '@mui/material/styles';

/** The width of a list's Actions column (two icon buttons): fixed, so the columns kept beside it know where to stand. */
export const actionsColumnWidth = 104;

/**
 * A cell of a column kept in view at the right edge of its table while the other columns scroll
 * sideways: on a laptop screen (1366 px) a list with many columns otherwise pushed "Assigned to"
 * and "Actions" out of sight. `right` is the width of the sticky columns after it; the first one
 * from the left draws a line where the scrolled columns pass under it.
 */
export const stickyEnd = (right: number, options: { width?: number; edge?: boolean; nowrap?: boolean } = {}): SxProps<Theme> => ({
  position: 'sticky',
  right,
  zIndex: 1,
  bgcolor: 'background.paper',
  ...(options.width === undefined ? {} : { width: options.width, minWidth: options.width, maxWidth: options.width }),
  ...(options.nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...(options.edge ? { boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}` } : {}),
});
