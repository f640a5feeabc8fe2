import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDueForReview, useLinkReport } from '../../../shared/api/link-review-api';

/** What keeps the website true: the broken links of the last check and the records due for review, each a link to its screen. */
export function UpkeepPanel() {
  const links = useLinkReport();
  const reviews = useDueForReview({});
  const count = (query: { isPending: boolean; isError: boolean; data?: { data: unknown[]; total?: number } | undefined }, one: string, many: string) => {
    if (query.isPending) return 'Loading...';
    if (query.isError || !query.data) return 'Could not be read';
    const n = query.data.total ?? query.data.data.length;
    return `${n} ${n === 1 ? one : many}`;
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="upkeep-heading" sx={{ mt: 4, p: 2 }}>
      <Typography id="upkeep-heading" variant="h6" component="h2">
        Keeping the website true
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/admin/links" data-testid="broken-link-count" sx={{ minHeight: 24, py: 0.5 }}>
          {count(links, 'broken link', 'broken links')}
        </Link>
        <Link component={RouterLink} to="/admin/review-due" data-testid="due-for-review-count" sx={{ minHeight: 24, py: 0.5 }}>
          {count(reviews, 'page due for review', 'pages due for review')}
        </Link>
      </Stack>
    </Paper>
  );
}
