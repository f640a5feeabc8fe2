import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ContentType } from '@hospital/content/content-type';
import { createPath, editPath, translationReportPath } from '../../../shared/studio-paths';
import Translate from '@mui/icons-material/Translate';
import { defaultLanguage, languageInfo } from '@hospital/content/i18n/languages';
import { translatableFields } from '@hospital/content/i18n/translations';
import { useSiteLanguages } from '../../../shared/translations/use-site-languages';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useQueryClient } from '@tanstack/react-query';
import { stateLabels, workflowApi } from '../../../shared/api/workflow-api';
import { contentKeys, recordTitle, type ContentRecord, type ListParams } from '../../../shared/api/content-api';
import { useContentList } from '../api/use-content-list';
import { useDeleteContent, type DeleteOutcome } from '../api/use-delete-content';
import { DeleteDialog, type DeleteTarget } from './delete-dialog';
import { canCreateType, canDeleteType, canWriteType, publishesOwnChanges } from '../../../shared/access/screen-access';
import { useAccess } from '../../../shared/access/use-access';
import { renderCell, sortableTypes, systemColumns } from './list-cells';
import { cellOverrides } from '../../../shared/fields/overrides';
import { ScreenHeading } from '../../../shared/screen-heading';
import { actionsColumnWidth, stickyEnd } from '../../../shared/table/sticky-end';

// Edit and Delete stay in view while a list's many columns scroll sideways.
const actionsSx = stickyEnd(0, { width: actionsColumnWidth, edge: true, nowrap: true });

const pageSizes = [10, 25, 50, 100];

interface Column {
  name: string;
  label: string;
  sortable: boolean;
  cell: (record: ContentRecord) => ReactNode;
}

function columnsOf(type: ContentType): Column[] {
  return type.listColumns.flatMap((name): Column[] => {
    const field = type.fields.find((f) => f.name === name);
    const Override = cellOverrides[type.key]?.[name];
    if (field) return [{ name, label: field.label, sortable: sortableTypes.has(field.type), cell: (r) => (Override ? <Override value={r[name]} /> : renderCell(field, r[name])) }];
    const system = systemColumns[name];
    if (system) return [{ name, label: system.label, sortable: true, cell: (r) => system.cell(r[name], r, type) }];
    return [];
  });
}

/** The path of a record's edit screen (`/admin/videogallery/edit/{id}`). */

/**
 * The list of a collection: paged, sorted, searched and filtered by the server; the state lives
 * in the address so back and reload keep it.
 */
export function ContentListScreen({ type }: { type: ContentType }) {
  const [search, setSearch] = useSearchParams();
  const defaultSort = `${type.defaultSort.direction === 'desc' ? '-' : ''}${type.defaultSort.field}`;
  const stateParam = search.get('state');
  // "Needs translation": a language of the site other than the default, for a type with translated fields.
  const { languages, pending: languagesPending } = useSiteLanguages();
  const otherLanguages = translatableFields(type).length > 0 ? languages.filter((code) => code !== defaultLanguage) : [];
  const translationParam = search.get('needsTranslation') ?? '';
  const params: ListParams = {
    page: Math.max(1, Number(search.get('page')) || 1),
    limit: pageSizes.includes(Number(search.get('limit'))) ? Number(search.get('limit')) : 10,
    // Absent: the server's default order of the type.
    sort: search.get('sort') ?? undefined,
    q: search.get('q') ?? undefined,
    state: stateParam === 'published' || stateParam === 'draft' || stateParam === 'changed' || stateParam === 'scheduled' ? stateParam : undefined,
    // While the languages load, the address's filter is asked as it is (the server checks it), so no unfiltered page flashes.
    needsTranslation: otherLanguages.includes(translationParam) || (languagesPending && translationParam !== '' && translatableFields(type).length > 0) ? translationParam : undefined,
  };
  const update = (changes: Record<string, string | undefined>, resetPage = true) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    setSearch(next, { replace: true });
  };

  const [query, setQuery] = useState(params.q ?? '');
  const settledQuery = useDebouncedValue(query.trim(), 400);
  useEffect(() => {
    if (settledQuery !== (search.get('q') ?? '')) update({ q: settledQuery });
    // Only a settled change of the search box asks the server again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledQuery]);

  const list = useContentList(type, params);
  const columns = useMemo(() => columnsOf(type), [type]);
  const records = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const titleColumn = columns.find((c) => c.name === type.titleField)?.name ?? columns.find((c) => !['imageUrl', 'thumbnailUrl'].includes(c.name))?.name;

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // What the role may do with the list (the server refuses the rest): create, publish, delete.
  const access = useAccess();
  const canCreate = canCreateType(access.access, type);
  const canPublish = canWriteType(access.access, type) && publishesOwnChanges(access.access);
  const canDelete = canDeleteType(access.access, type);
  const [targets, setTargets] = useState<DeleteTarget[]>([]);
  const [refused, setRefused] = useState<DeleteOutcome[]>([]);
  const remove = useDeleteContent(type);
  const { showSnackbar } = useSnackbar();

  const pageIds = records.map((r) => r._id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = () => {
    remove.mutate(
      targets.map((t) => t.id),
      {
        onSuccess: (outcomes) => {
          const done = outcomes.filter((o) => o.ok).map((o) => o.id);
          setSelected((s) => new Set([...s].filter((id) => !done.includes(id))));
          const failed = outcomes.filter((o) => !o.ok);
          if (failed.length === 0) {
            setTargets([]);
            showSnackbar(done.length === 1 ? 'Deleted' : `Deleted ${done.length} ${type.label.plural.toLowerCase()}`, 'success');
          } else {
            setRefused(failed);
            showSnackbar(failed.length === 1 && outcomes.length === 1 ? (failed[0]?.message ?? 'Not deleted') : `${failed.length} of ${outcomes.length} could not be deleted`, 'error');
          }
        },
      },
    );
  };
  const closeDialog = () => {
    setTargets([]);
    setRefused([]);
  };

  const shownSort = params.sort ?? defaultSort;
  const [sortField, sortDirection] = shownSort.startsWith('-') ? [shownSort.slice(1), 'desc' as const] : [shownSort, 'asc' as const];
  const filtering = Boolean(params.q) || params.state !== undefined || params.needsTranslation !== undefined;
  const queryClient = useQueryClient();
  const [bulkBusy, setBulkBusy] = useState(false);
  const bulk = async (action: 'publish' | 'unpublish') => {
    setBulkBusy(true);
    try {
      const result = await workflowApi.bulk(type.key, action, [...selected]);
      await queryClient.invalidateQueries({ queryKey: contentKeys.type(type.key) });
      setSelected(new Set(result.failed.map((f) => f._id)));
      const verb = action === 'publish' ? 'Published' : 'Unpublished';
      if (result.failed.length === 0) showSnackbar(`${verb} ${result.done.length} ${result.done.length === 1 ? type.label.singular.toLowerCase() : type.label.plural.toLowerCase()}`, 'success');
      else showSnackbar(`${verb} ${result.done.length}; ${result.failed.length} could not be: ${result.failed.map((f) => f.message).join(' ')}`, 'error');
    } catch (error) {
      showSnackbar(errorMessage(error, 'Nothing was changed: please try again.'), 'error');
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <ScreenHeading gutter={false}>{type.label.plural}</ScreenHeading>
        <Stack direction="row" spacing={1}>
          {otherLanguages.length > 0 && (
            <Button component={RouterLink} to={translationReportPath(type)} variant="outlined" startIcon={<Translate />}>
              Translation report
            </Button>
          )}
          {canCreate && (
            <Button component={RouterLink} to={createPath(type)} variant="contained" startIcon={<Add />}>
              Create
            </Button>
          )}
        </Stack>
      </Stack>
      <Paper>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' } }}>
          <TextField
            size="small"
            type="search"
            label={`Search ${type.label.plural.toLowerCase()}`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
            sx={{ minWidth: 260 }}
          />
          <TextField
            select
            size="small"
            label="State"
            value={params.state ?? 'all'}
            onChange={(event) => update({ state: event.target.value === 'all' ? undefined : event.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="all">All</MenuItem>
            {(['published', 'draft', 'changed', 'scheduled'] as const).map((state) => (
              <MenuItem key={state} value={state}>
                {stateLabels[state]}
              </MenuItem>
            ))}
          </TextField>
          {otherLanguages.length > 0 && (
            <TextField
              select
              size="small"
              label="Needs translation"
              value={params.needsTranslation ?? 'all'}
              onChange={(event) => update({ needsTranslation: event.target.value === 'all' ? undefined : event.target.value })}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="all">Any</MenuItem>
              {otherLanguages.map((code) => (
                <MenuItem key={code} value={code}>
                  {languageInfo(code).englishName}: missing or out of date
                </MenuItem>
              ))}
            </TextField>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {canPublish && selected.size > 0 && (
            <>
              <Button variant="outlined" disabled={bulkBusy} onClick={() => void bulk('publish')}>
                Publish selected ({selected.size})
              </Button>
              <Button variant="outlined" color="error" disabled={bulkBusy} onClick={() => void bulk('unpublish')}>
                Unpublish selected ({selected.size})
              </Button>
            </>
          )}
          {canDelete && selected.size > 0 && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlined />}
              onClick={() => {
                const known = new Map(records.map((r) => [r._id, recordTitle(type, r)]));
                setTargets([...selected].map((id) => ({ id, title: known.get(id) ?? id })));
              }}
            >
              Delete selected ({selected.size})
            </Button>
          )}
        </Stack>
        {list.isFetching && <LinearProgress aria-label={`Loading ${type.label.plural.toLowerCase()}`} />}
        {list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Retry
              </Button>
            }
          >
            {type.label.plural} could not be loaded. {errorMessage(list.error, '')}
          </Alert>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={type.label.plural}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allOnPage}
                      indeterminate={!allOnPage && pageIds.some((id) => selected.has(id))}
                      onChange={() =>
                        setSelected((s) => {
                          const next = new Set(s);
                          for (const id of pageIds) {
                            if (allOnPage) next.delete(id);
                            else next.add(id);
                          }
                          return next;
                        })
                      }
                      slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                    />
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.name} sortDirection={sortField === column.name ? sortDirection : false}>
                      {column.sortable ? (
                        <TableSortLabel
                          active={sortField === column.name}
                          direction={sortField === column.name ? sortDirection : 'asc'}
                          onClick={() => update({ sort: sortField === column.name && sortDirection === 'asc' ? `-${column.name}` : column.name })}
                        >
                          {column.label}
                        </TableSortLabel>
                      ) : (
                        column.label
                      )}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={actionsSx}>
                    Actions
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.isPending ? (
                  <TableRow>
                    <TableCell colSpan={columns.length + 2} align="center" sx={{ py: 6 }}>
                      <CircularProgress size={28} aria-label="Loading" />
                    </TableCell>
                  </TableRow>
                ) : records.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={columns.length + 2} align="center" sx={{ py: 6 }}>
                      {params.needsTranslation && !params.q && params.state === undefined
                        ? `Every ${type.label.singular.toLowerCase()} is translated into ${languageInfo(params.needsTranslation).englishName}.`
                        : filtering ? `No ${type.label.plural.toLowerCase()} match your search.` : canCreate ? `No ${type.label.plural.toLowerCase()} yet. Use "Create" to add the first.` : `No ${type.label.plural.toLowerCase()} yet.`}
                    </TableCell>
                  </TableRow>
                ) : (
                  records.map((record) => {
                    const title = recordTitle(type, record);
                    return (
                      <TableRow key={record._id} hover selected={selected.has(record._id)}>
                        <TableCell padding="checkbox">
                          <Checkbox checked={selected.has(record._id)} onChange={() => toggle(record._id)} slotProps={{ input: { 'aria-label': `Select ${title}` } }} />
                        </TableCell>
                        {columns.map((column) => (
                          <TableCell key={column.name}>
                            {column.name === titleColumn ? (
                              <Link component={RouterLink} to={editPath(type, record._id)} underline="hover" sx={{ fontWeight: 500 }}>
                                {column.cell(record)}
                              </Link>
                            ) : (
                              column.cell(record)
                            )}
                          </TableCell>
                        ))}
                        <TableCell align="right" sx={actionsSx}>
                          <Tooltip title="Edit">
                            <IconButton component={RouterLink} to={editPath(type, record._id)} aria-label={`Edit ${title}`} size="small">
                              <Edit fontSize="small" />
                            </IconButton>
                          </Tooltip>
                          {canDelete && (
                            <Tooltip title="Delete">
                              <IconButton aria-label={`Delete ${title}`} size="small" color="error" onClick={() => setTargets([{ id: record._id, title }])}>
                                <DeleteOutlined fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={total}
          page={Math.max(0, Math.min(params.page - 1, Math.ceil(total / params.limit) - 1))}
          rowsPerPage={params.limit}
          rowsPerPageOptions={pageSizes}
          onPageChange={(_event, page) => update({ page: page === 0 ? undefined : String(page + 1) }, false)}
          onRowsPerPageChange={(event) => update({ limit: event.target.value === '10' ? undefined : event.target.value })}
        />
      </Paper>
      <DeleteDialog targets={targets} label={type.label} busy={remove.isPending} refused={refused} onConfirm={confirmDelete} onClose={closeDialog} />
    </Stack>
  );
}
