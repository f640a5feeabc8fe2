import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { useDeleteEntries, useDeskInfo, useEntry, useEntryList } from './api/entries-api';
import { DeskSettingsDialog } from './components/desk-settings-dialog';
import { EntriesTable } from './components/entries-table';
import { EntryDialog } from './components/entry-dialog';
import { EntryFilters, noFilters, type FilterValues } from './components/entry-filters';
import { ErasureDialog } from './components/erasure-dialog';
import { MailOutboxPanel } from '../../shared/mail-outbox/outbox-panel';
import { adjacentEntry, entryFilterQuery, entryKinds, isEntryKind, type FormEntry } from './entry-fields';
import { downloadEntriesCsv } from './export-csv';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useAccess } from '../../shared/access/use-access';

/**
 * /admin/contactentries: the patient requests desk. What visitors sent through the website's four
 * forms, by form, with what the desk has done about each: status, who has it, notes, history.
 * `?kind=appointment&entry={id}` (the link in a notification) opens that entry.
 */
export function FormEntriesScreen() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isEntryKind(kindParam) ? kindParam : 'contact';
  const openId = params.get('entry');
  const [filters, setFilters] = useState<FilterValues>(() => ({ ...noFilters, status: params.get('status') ?? '' }));
  const q = useDebouncedValue(filters.search, 300);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(20);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<{ ids: string[]; label: string } | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'erasure' | null>(null);
  const [exporting, setExporting] = useState(false);
  const { showSnackbar } = useSnackbar();
  // The requests desk works entries; deleting, erasing and the desk's settings are for administrators.
  const { can } = useAccess();
  const canDelete = can('requests.delete');

  const filter = { kind, from: filters.from, to: filters.to, q, status: filters.status, assignee: filters.assignee, department: kind === 'appointment' ? filters.department : '' };
  const list = useEntryList(filter, page, limit);
  const desk = useDeskInfo();
  const entries = list.data?.data ?? [];
  // The open entry: from the list when it is there (fresh after each change), else fetched by id.
  const listed = openId ? (entries.find((e) => e._id === openId) ?? null) : null;
  const fetched = useEntry(openId && !listed ? openId : null);
  const open = listed ?? (openId ? (fetched.data ?? null) : null);
  const remove = useDeleteEntries();

  const setOpen = (entry: FormEntry | null) => {
    const next = new URLSearchParams(params);
    if (entry) next.set('entry', entry._id);
    else next.delete('entry');
    setParams(next, { replace: true });
  };
  const resetPaging = () => {
    setPage(0);
    setSelected([]);
  };

  const deleteChosen = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: (result) => {
        showSnackbar(result?.message ?? 'Deleted', 'success');
        setSelected((s) => s.filter((id) => !ids.includes(id)));
        if (open && ids.includes(open._id)) setOpen(null);
      },
      onError: (error) => showSnackbar(errorMessage(error, 'The entries could not be deleted.'), 'error'),
      onSettled: () => setConfirm(null),
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadEntriesCsv(entryFilterQuery(filter));
      showSnackbar(`Exported ${name}`, 'success');
    } catch (error) {
      showSnackbar(errorMessage(error, 'The export failed.'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const kindLabel = entryKinds.find((k) => k.key === kind)?.label ?? kind;
  const newByForm = desk.data?.newEntries.byForm ?? {};
  const timeZone = desk.data?.timeZone;
  const filtered = Object.entries(filters).some(([, v]) => v !== '');

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <ScreenHeading gutter={false}>{screenTitles.formEntries}</ScreenHeading>
        <Stack direction="row" spacing={1}>
          {canDelete && (
            <Button startIcon={<PersonRemoveIcon />} onClick={() => setDialog('erasure')}>
              Erase a person's data
            </Button>
          )}
          {can('settings.manage') && (
            <Button startIcon={<SettingsIcon />} onClick={() => setDialog('settings')}>
              Desk settings
            </Button>
          )}
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The patient requests desk: what visitors sent through the website's forms, newest first, and who is answering each. These hold patients' personal
        data: they are deleted after the retention period of their form.
      </Typography>
      {desk.isError && <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(desk.error, 'The desk could not be loaded.')}</Alert>}
      <MailOutboxPanel showMailOff />
      <Tabs
        value={kind}
        onChange={(_e, value: string) => {
          setParams({ kind: value });
          resetPaging();
        }}
        variant="scrollable"
        aria-label="Forms"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {entryKinds.map((k) => {
          const count = newByForm[k.key];
          return (
            <Tab
              key={k.key}
              value={k.key}
              id={`entries-tab-${k.key}`}
              aria-controls="entries-panel"
              label={
                <Badge badgeContent={count ?? 0} color="primary" max={9999} sx={{ pr: 2 }}>
                  {k.label}
                </Badge>
              }
              aria-label={count ? `${k.label} (${count} new)` : k.label}
            />
          );
        })}
      </Tabs>
      <Box id="entries-panel" role="tabpanel" aria-labelledby={`entries-tab-${kind}`}>
        <EntryFilters
          values={filters}
          onChange={(values) => {
            setFilters(values);
            resetPaging();
          }}
          staff={desk.data?.staff ?? []}
          departments={kind === 'appointment' ? (desk.data?.departments ?? []) : null}
          onExport={() => void exportCsv()}
          busy={exporting}
        />
        {canDelete && selected.length > 0 && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="error" onClick={() => setConfirm({ ids: selected, label: `${selected.length} selected entries` })} disabled={remove.isPending}>
                Delete selected
              </Button>
            }
          >
            {selected.length} selected
          </Alert>
        )}
        {list.isError && (
          <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void list.refetch()}>Retry</Button>}>
            {errorMessage(list.error, 'The entries could not be loaded.')}
          </Alert>
        )}
        <EntriesTable
          kind={kind}
          kindLabel={kindLabel}
          entries={entries}
          total={list.data?.total ?? 0}
          loading={list.isPending}
          loaded={list.isSuccess}
          filtered={filtered}
          timeZone={timeZone}
          selected={selected}
          onSelect={setSelected}
          openId={openId}
          onOpen={setOpen}
          onDelete={canDelete ? (entry, who) => setConfirm({ ids: [entry._id], label: `the entry of ${who}` }) : undefined}
          page={page}
          limit={limit}
          onPage={(value) => {
            setPage(value);
            setSelected([]);
          }}
          onLimit={(value) => {
            setLimit(value);
            resetPaging();
          }}
        />
      </Box>
      {openId && fetched.isError && (
        <Alert severity="warning" sx={{ mt: 2 }} onClose={() => setOpen(null)}>
          {errorMessage(fetched.error, 'This entry could not be opened.')}
        </Alert>
      )}
      <EntryDialog
        entry={open}
        staff={desk.data?.staff ?? []}
        timeZone={timeZone}
        previous={open ? adjacentEntry(entries, open._id, -1) : null}
        next={open ? adjacentEntry(entries, open._id, 1) : null}
        onMove={setOpen}
        onDelete={canDelete ? (entry) => setConfirm({ ids: [entry._id], label: 'this entry' }) : undefined}
        onClose={() => setOpen(null)}
      />
      <DeskSettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} timeZone={timeZone} />
      <ErasureDialog open={dialog === 'erasure'} onClose={() => setDialog(null)} timeZone={timeZone} />
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="entry-delete-title">
        <DialogTitle id="entry-delete-title">Delete {confirm?.label}?</DialogTitle>
        <DialogContent>
          <DialogContentText>Deleted entries cannot be recovered. Export them first if you need to keep a copy.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => confirm && deleteChosen(confirm.ids)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
