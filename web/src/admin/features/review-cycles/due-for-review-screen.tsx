import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAccess } from '../../shared/access/use-access';
import { linkReviewApi, linkReviewKeys, useDueForReview, type ReviewItem, type ReviewQuery } from '../../shared/api/link-review-api';
import { StudioDate } from '../../shared/dates';
import { errorMessage } from '../../shared/error-message';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useSession } from '../../shared/session';
import { useSnackbar } from '../../shared/snackbar';
import { studioAddress } from '../../shared/studio-paths';

const filterNames = ['type', 'owner', 'department'] as const;
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0, p: 0, m: '-1px' } as const;

/** Unique by id, sorted by name. */
const choices = (items: { _id: string; name: string }[]) => [...new Map(items.map((i) => [i._id, i])).values()].sort((a, b) => a.name.localeCompare(b.name));

/**
 * /admin/review-due: published records past their type's review interval, most overdue first,
 * filtered by type, owner and department (in the address); Mark reviewed takes one out until its
 * next interval without changing its content.
 */
export function DueForReviewScreen() {
  const [params, setParams] = useSearchParams();
  const query: ReviewQuery = Object.fromEntries(filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name) ?? '']] : [])));
  const list = useDueForReview(query);
  // Unfiltered, for the filters' choices.
  const all = useDueForReview({});
  const items = all.data?.data ?? [];
  const owners = choices(items.flatMap((i) => (i.owner?.kind === 'account' ? [i.owner] : [])));
  const departments = choices(items.flatMap((i) => [...i.departments.map((d) => ({ _id: d._id, name: d.title })), ...(i.owner?.kind === 'department' ? [i.owner] : [])]));
  const filterBy = (name: (typeof filterNames)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <Box>
      <ScreenHeading>{screenTitles.dueForReview}</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Published pages that nobody has looked at for a while: doctors, departments and pages every {all.data?.types.find((t) => t.key === 'experts')?.intervalDays ?? 180} days, blog posts every year. Read each one, correct what has changed, then mark it reviewed. Owners get a reminder every Monday.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} component="form" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <TextField select size="small" label="Type" value={query.type ?? ''} onChange={(event) => filterBy('type', event.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">All types</MenuItem>
          {(all.data?.types ?? []).map((type) => (
            <MenuItem key={type.key} value={type.key}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Owner" value={query.owner ?? ''} onChange={(event) => filterBy('owner', event.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">Anyone</MenuItem>
          {owners.map((owner) => (
            <MenuItem key={owner._id} value={owner._id}>
              {owner.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Department" value={query.department ?? ''} onChange={(event) => filterBy('department', event.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">All departments</MenuItem>
          {departments.map((department) => (
            <MenuItem key={department._id} value={department._id}>
              {department.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isPending && <Typography role="status">Loading...</Typography>}
      {list.isError && <Alert severity="error">The list could not be read: {errorMessage(list.error)}</Alert>}
      {list.data && (list.data.data.length === 0 ? <Alert severity="success">Nothing is due for review.</Alert> : <ReviewTable items={list.data.data} />)}
    </Box>
  );
}

function ReviewTable({ items }: { items: ReviewItem[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Due for review">
        <TableHead>
          <TableRow>
            <TableCell>Record</TableCell>
            <TableCell>Due since</TableCell>
            <TableCell>Last reviewed</TableCell>
            <TableCell>Owner</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <ReviewRow key={`${item.type}:${item._id}`} item={item} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ReviewRow({ item }: { item: ReviewItem }) {
  const { can } = useAccess();
  const session = useSession();
  const me = session.status === 'authenticated' ? session.user : undefined;
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: linkReviewKeys.allReviews });

  const act = async (work: () => Promise<{ message: string }>, failure: string) => {
    setBusy(true);
    try {
      showSnackbar((await work()).message, 'success');
      await refresh();
    } catch (error) {
      showSnackbar(errorMessage(error, failure), 'error');
    } finally {
      setBusy(false);
    }
  };
  const ownerValue = item.owner ? `${item.owner.kind}:${item.owner._id}` : '';
  const ownerChoices = [
    ...(me ? [{ value: `account:${me._id}`, label: `Me (${me.name})` }] : []),
    ...(item.owner?.kind === 'account' && item.owner._id !== me?._id ? [{ value: ownerValue, label: item.owner.name }] : []),
    ...item.departments.map((d) => ({ value: `department:${d._id}`, label: d.title })),
    ...(item.owner?.kind === 'department' && !item.departments.some((d) => d._id === item.owner?._id) ? [{ value: ownerValue, label: item.owner.name }] : []),
  ];
  const changeOwner = (value: string) => {
    const [kind, id] = value.split(':');
    const owner = kind === 'account' ? { account: id } : kind === 'department' ? { department: id } : {};
    void act(() => linkReviewApi.setOwner(item.type, item._id, owner), 'The owner could not be saved.');
  };

  return (
    <TableRow data-testid="review-item">
      <TableCell>
        <Typography variant="caption" color="text.secondary" component="div">
          {item.typeLabel}
        </Typography>
        <Link component={RouterLink} to={studioAddress(item.type, item._id)}>
          {item.title}
        </Link>
      </TableCell>
      <TableCell>
        <StudioDate value={item.dueAt} withTime={false} />
        <Typography variant="body2" color="text.secondary">
          {item.overdueDays === 0 ? 'today' : `${item.overdueDays} ${item.overdueDays === 1 ? 'day' : 'days'} ago`}
        </Typography>
      </TableCell>
      <TableCell>
        {item.lastReviewedAt ? (
          <>
            <StudioDate value={item.lastReviewedAt} withTime={false} /> by {item.lastReviewedBy ?? 'someone'}
          </>
        ) : (
          'Never'
        )}
      </TableCell>
      <TableCell>
        {can('content.write') ? (
          <TextField select size="small" label={`Owner of ${item.title}`} value={ownerValue} disabled={busy} onChange={(event) => changeOwner(event.target.value)} sx={{ minWidth: 180 }}>
            <MenuItem value="">No owner</MenuItem>
            {ownerChoices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          (item.owner?.name ?? 'No owner')
        )}
      </TableCell>
      <TableCell>
        {can('content.write') && (
          <Button size="small" variant="outlined" startIcon={<TaskAlt />} disabled={busy} onClick={() => void act(() => linkReviewApi.markReviewed(item.type, item._id), 'It could not be marked as reviewed.')} aria-label={`Mark ${item.title} reviewed`}>
            Mark reviewed
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
