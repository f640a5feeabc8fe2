import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { languageInfo } from '@hospital/content/i18n/languages';
import { contentTypeByKey } from '@hospital/content/registry';
import type { NotificationList, StaffNotification } from '@hospital/content/wire/notifications';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { adminApi } from '../api/admin-api';
import { StudioDate } from '../dates';
import { errorMessage } from '../error-message';
import { editPath } from '../studio-paths';

const keys = {
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

/** What a notification says, in words. */
export function notificationText(n: StaffNotification): string {
  const who = n.actor || 'Someone';
  switch (n.kind) {
    case 'review_waiting':
      return `${who} submitted "${n.title}" for your review${n.comment ? `: ${n.comment}` : ''}`;
    case 'review_published':
      return `"${n.title}" was published by ${n.actor || 'a reviewer'}${n.comment ? ` with: ${n.comment}` : ''}`;
    case 'review_returned':
      return `"${n.title}" was sent back by ${n.actor || 'a reviewer'}: ${n.comment ?? ''}`;
    case 'translation_requested':
      return `"${n.title}" needs its ${languageInfo(n.language ?? '').englishName} translation`;
  }
}

/** Where a notification leads: the record's edit screen, on the language asked for. */
function notificationPath(n: StaffNotification): string {
  const type = contentTypeByKey(n.type);
  const base = type && type.kind === 'collection' ? editPath(type, n.recordId) : `/admin/${n.type}`;
  return n.kind === 'translation_requested' && n.language ? `${base}?lang=${encodeURIComponent(n.language)}` : base;
}

/**
 * The header's bell: how many of the person's notifications are unread (checked every minute and
 * when the window comes back), and the list, whose unread ones are marked read as it opens.
 */
export function NotificationsButton() {
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useQuery({
    queryKey: keys.unread,
    queryFn: async () => (await adminApi.get<{ unread: number }>('notifications/unread')).unread,
    refetchInterval: 60_000,
    retry: false,
  });
  const list = useQuery({
    queryKey: keys.list,
    queryFn: () => adminApi.get<NotificationList>('notifications'),
    enabled: anchor !== null,
    staleTime: Infinity,
    retry: false,
  });
  const markRead = useMutation({
    mutationFn: (ids: string[]) => adminApi.post<{ unread: number }>('notifications/read', { ids }),
    onSuccess: (answer) => queryClient.setQueryData(keys.unread, answer.unread),
  });
  const count = unread.data ?? 0;

  const open = async (target: HTMLElement) => {
    setAnchor(target);
    // The list as it is now; the ones unread when it opened stay marked as new while it is open.
    const fresh = await queryClient.fetchQuery({ queryKey: keys.list, queryFn: () => adminApi.get<NotificationList>('notifications'), staleTime: 0 });
    const ids = fresh.data.filter((n) => !n.read).map((n) => n._id);
    if (ids.length > 0) markRead.mutate(ids);
  };
  const close = () => {
    setAnchor(null);
    void queryClient.invalidateQueries({ queryKey: keys.list });
  };

  return (
    <>
      <IconButton aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'} aria-haspopup="dialog" onClick={(event) => void open(event.currentTarget)} sx={{ mr: 1 }}>
        <Badge color="error" badgeContent={count > 99 ? '99+' : count} invisible={count === 0} data-testid="notifications-unread">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'notifications-title', sx: { width: 400, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 } } }}
      >
        <Typography id="notifications-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 0.5 }}>
          Notifications
        </Typography>
        {list.isPending ? (
          <Box role="status" sx={{ px: 2, py: 2 }}>
            Loading...
          </Box>
        ) : list.isError ? (
          <Typography role="alert" color="error" sx={{ px: 2, py: 2 }}>
            Notifications could not be loaded. {errorMessage(list.error, '')}
          </Typography>
        ) : list.data.data.length === 0 ? (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            Nothing yet: what awaits your review, your submissions' decisions and translations asked of you show here.
          </Typography>
        ) : (
          <List dense aria-label="Notifications">
            {list.data.data.map((n) => (
              <ListItemButton key={n._id} component={RouterLink} to={notificationPath(n)} onClick={close} sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={
                    <>
                      {!n.read && (
                        <Box component="span" sx={{ fontWeight: 700, color: 'primary.main', mr: 0.5 }}>
                          New:
                        </Box>
                      )}
                      {notificationText(n)}
                    </>
                  }
                  secondary={<StudioDate value={n.createdAt} />}
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600, overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
