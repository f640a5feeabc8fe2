import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ListPanelProps<Item> {
  /** The heading's id, which names the section and its list. */
  id: string;
  title: string;
  query: { data?: readonly Item[] | undefined; isError: boolean; isPending: boolean };
  /** Said when the list could not be loaded. */
  errorText: string;
  /** Said when the list is empty. */
  emptyText: string;
  /** The list's items (ListItem elements). */
  renderItem: (item: Item) => ReactNode;
  children?: ReactNode;
}

/** A dashboard panel listing what a query returns: loading, error and empty states included. */
export function ListPanel<Item>({ id, title, query, errorText, emptyText, renderItem, children }: ListPanelProps<Item>) {
  const items = query.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ mt: 4, p: 2 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {query.isError ? (
        <Typography variant="body2" color="error">
          {errorText}
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {query.isPending ? 'Loading...' : emptyText}
        </Typography>
      ) : (
        <List dense aria-labelledby={id}>
          {items.map(renderItem)}
        </List>
      )}
      {children}
    </Paper>
  );
}
