import { publicForms } from '@hospital/content/forms/index';
import { StudioDate } from '../../shared/dates';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { adminApi } from '../../shared/api/admin-api';
import { useAccess } from '../../shared/access/use-access';
import { useSystemStatus } from '../../shared/api/system-api';
import Alert from '@mui/material/Alert';
import { workflowApi, workflowKeys } from '../../shared/api/workflow-api';
import { contentTypeByKey } from '@hospital/content/registry';
import { dashboardCards, LAST_VISIT_KEY, readLastVisit, type DashboardCard, type DashboardCountKey } from './dashboard-cards';
import { useCountUp } from './use-count-up';
import { ReviewQueuePanel } from './components/review-queue-panel';
import { ListPanel } from './components/list-panel';
import { UpkeepPanel } from './components/upkeep-panel';
import { studioAddress } from '../../shared/studio-paths';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { MailOutboxPanel } from '../../shared/mail-outbox/outbox-panel';

type EntryKind = 'contact' | 'appointment' | 'feedback' | 'getintouch';

interface DashboardData {
  counts: Partial<Record<DashboardCountKey, number>>;
  /** The form entries' counts come only to roles that may work the requests desk. */
  entries?: Partial<Record<EntryKind, number>>;
  totalEntries?: number;
  /** Entries still New at the desk, whenever they came. */
  newEntries?: Partial<Record<EntryKind, number>>;
  totalNew?: number;
}

/** /admin/dashboard: how much content the website holds, and the form entries since the last visit. */
export function DashboardScreen() {
  // Read once per visit: the panel counts entries newer than the previous visit.
  const [since] = useState(() => readLastVisit(localStorage));
  const [visitStartedAt] = useState(() => new Date().toISOString());

  const dashboard = useQuery({
    queryKey: ['dashboard', since],
    queryFn: async () => {
      try {
        const path = since ? `dashboard?since=${encodeURIComponent(since)}` : 'dashboard';
        return (await adminApi.get<{ data: DashboardData }>(path)).data;
      } catch (error) {
        console.error('Error fetching data', error);
        throw error;
      }
    },
    retry: false,
  });
  const settings = useQuery({
    queryKey: ['site-settings'],
    queryFn: async () => (await adminApi.get<{ data: { siteTitle?: string } | null }>('site-settings')).data,
    retry: false,
  });

  // Once the entries since the last visit are shown, this visit becomes the last one.
  useEffect(() => {
    if (dashboard.isSuccess) localStorage.setItem(LAST_VISIT_KEY, visitStartedAt);
  }, [dashboard.isSuccess, visitStartedAt]);

  // Only what the role may open: the content totals, the requests waiting at the desk.
  const { status: accessStatus, can } = useAccess();
  const siteTitle = settings.data?.siteTitle?.trim();
  const loading = dashboard.isPending;
  const counts = dashboard.data?.counts ?? {};
  const loaded = !loading;

  return (
    <Box>
      <ScreenHeading>{screenTitles.dashboard}</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {siteTitle ? `Welcome to the ${siteTitle} content studio` : 'Welcome to the content studio'}
      </Typography>
      {loading || accessStatus === 'pending' ? (
        <Typography role="status">Loading...</Typography>
      ) : (
        <>
          {can('requests.work') && <MailOutboxPanel />}
          {can('content.read') && (
            <>
              <Grid container spacing={3} component="ul" aria-label="Content totals" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {dashboardCards.map((card) => (
                  <Grid key={card.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
                    <CountCard card={card} target={loaded ? (counts[card.count] ?? 0) : null} />
                  </Grid>
                ))}
              </Grid>
              <UpkeepPanel />
              {can('content.publish') && <ReviewQueuePanel />}
              <UpcomingPanel />
            </>
          )}
          {can('requests.work') && <EntriesPanel data={dashboard.data} since={since} />}
          {can('system.read') && <SystemWarnings />}
        </>
      )}
    </Box>
  );
}

/** The System screen's warnings (failed mail, a failing job, a nearly full disk, a late or failed backup), for administrators. */
function SystemWarnings() {
  const status = useSystemStatus();
  const warnings = status.data?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Box component="section" aria-label="System warnings" sx={{ mt: 3 }}>
      {warnings.map((warning) => (
        <Alert
          key={`${warning.kind}-${warning.message}`}
          severity="warning"
          sx={{ mb: 1 }}
          action={
            warning.link ? (
              <Typography component={RouterLink} to={`/admin/${warning.link}`} variant="body2" sx={{ color: 'inherit' }}>
                {warning.link === 'system' ? 'Open System' : 'Open Form entries'}
              </Typography>
            ) : undefined
          }
        >
          {warning.message}
        </Alert>
      ))}
    </Box>
  );
}

function CountCard({ card, target }: { card: DashboardCard; target: number | null }) {
  const shown = useCountUp(target);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderTop: 4, borderTopColor: 'primary.main' }}>
      <CardActionArea component={RouterLink} to={card.path} sx={{ height: '100%' }} data-testid="dashboard-card">
        <CardContent>
          <Typography variant="subtitle1" component="h2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h3" component="p" sx={{ fontWeight: 700, color: 'primary.main' }} data-count={target ?? 0}>
            {shown}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function EntriesPanel({ data, since }: { data: DashboardData | undefined; since: string | null }) {
  const entries = data?.entries ?? {};
  const total = data?.totalEntries ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="new-entries-title" sx={{ mt: 4, p: 2 }}>
      <Typography id="new-entries-title" variant="h6" component="h2">
        New form entries since your last visit
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {since ? (
          <>
            Since <StudioDate value={since} />: {total} in all.
          </>
        ) : (
          `This is your first visit: every entry counts as new (${total} in all).`
        )}
      </Typography>
      <List dense>
        {publicForms.map((form) => (
          <ListItem key={form.key} disablePadding>
            <ListItemButton component={RouterLink} to={`/admin/contactentries?kind=${form.key}`}>
              <ListItemText primary={form.label} secondary={`${entries[form.key] ?? 0} new`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography id="desk-waiting-title" variant="h6" component="h2" sx={{ mt: 2 }}>
        Waiting for the desk
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Entries with the status New, whenever they came: {data?.totalNew ?? 0} in all.
      </Typography>
      <List dense aria-labelledby="desk-waiting-title">
        {publicForms.map((form) => (
          <ListItem key={form.key} disablePadding>
            <ListItemButton component={RouterLink} to={`/admin/contactentries?kind=${form.key}&status=new`} data-testid={`desk-new-${form.key}`}>
              <ListItemText primary={form.label} secondary={`${data?.newEntries?.[form.key] ?? 0} waiting`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** Scheduled publishing and unpublishing, soonest first: what the website will change next. */
function UpcomingPanel() {
  const upcoming = useQuery({ queryKey: workflowKeys.upcoming, queryFn: workflowApi.upcoming });
  return (
    <ListPanel
      id="upcoming-title"
      title="Coming up on the website"
      query={upcoming}
      errorText="The schedule could not be loaded."
      emptyText="Nothing is scheduled."
      renderItem={(item) => {
        const type = contentTypeByKey(item.type);
        return (
          <ListItem key={`${item.type}:${item._id}:${item.action}`} disablePadding>
            <ListItemButton component={RouterLink} to={studioAddress(item.type, item._id)}>
              <ListItemText
                primary={`${item.action === 'publish' ? 'Publish' : 'Unpublish'}: ${item.title}`}
                secondary={
                  <>
                    {type?.label.singular ?? item.type}, <StudioDate value={item.at} />
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        );
      }}
    />
  );
}
