import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { formEntries } from '@hospital/content/types/form-entries/index';
import Chip from '@mui/material/Chip';
import { adminApi, clearToken } from '../../shared/api/admin-api';
import { useNewEntries } from '../../shared/api/use-new-entries';
import { contentTypeByKey } from '@hospital/content/registry';
import { useAccess } from '../../shared/access/use-access';
import { listsType, menuHides } from '../../shared/access/screen-access';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { NotificationsButton } from '../../shared/notifications/notifications-button';
import { useSession } from '../../shared/session';
import { NavIcon } from './nav-icon';
import { dashboardItem, isNavItemActive, navigationSections, sectionsFor, withScreenItems, type NavItem } from './navigation';

const drawerWidth = 260;
const sections = withScreenItems(navigationSections());

/** The frame of every signed-in screen: the menu in sections, the signed-in name, sign out. */
export function AdminShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const name = session.status === 'authenticated' ? session.user.name || session.user.email : '';
  const { can, access } = useAccess();
  const newEntries = useNewEntries(can('requests.work'));
  // Only what the role may open; nothing that needs a right until the rights have arrived.
  const shown = sectionsFor(
    sections,
    can,
    (key) => {
      const type = contentTypeByKey(key);
      return type === undefined || listsType(access, type);
    },
    (path) => menuHides(access, path),
  );

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const signOut = async () => {
    try {
      await adminApi.post('logout');
    } catch {
      // Signing out locally is what matters; the server's session expires on its own.
    }
    clearToken();
    queryClient.clear();
    navigate('/admin', { replace: true });
  };

  const menu = (
    <Box component="nav" aria-label="Admin menu" sx={{ overflowY: 'auto' }}>
      <List dense>
        <NavEntry item={dashboardItem} onNavigate={() => setMobileOpen(false)} />
      </List>
      {shown.map((section) => (
        // The heading sits before its list, not inside it: a list holds only list items.
        <Box component="section" key={section.label} aria-labelledby={`nav-section-${section.label}`}>
          <ListSubheader id={`nav-section-${section.label}`} component="h2" disableSticky sx={{ lineHeight: '36px', fontSize: 12, textTransform: 'uppercase', letterSpacing: 1, mt: 1 }}>
            {section.label}
          </ListSubheader>
          <List dense disablePadding aria-labelledby={`nav-section-${section.label}`}>
            {section.items.map((item) => (
              <NavEntry key={item.path} item={item} onNavigate={() => setMobileOpen(false)} badge={item.path === formEntries.adminPath ? newEntries.data?.total : undefined} />
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          {!desktop && (
            <IconButton edge="start" aria-label="Open menu" onClick={() => setMobileOpen(true)} sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 700, color: 'primary.main' }}>
            Content studio
          </Typography>
          {session.status === 'authenticated' && <NotificationsButton />}
          {name && (
            <Typography component="p" variant="body2" sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }} data-testid="signed-in-name">
              {name}
            </Typography>
          )}
          <Button color="inherit" startIcon={<Logout />} onClick={signOut}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ width: desktop ? drawerWidth : undefined, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        <Divider />
        {menu}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Suspense fallback={<FullScreenLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

/** A menu entry; `badge` counts what waits there (new form entries). */
function NavEntry({ item, onNavigate, badge }: { item: NavItem; onNavigate: () => void; badge?: number | undefined }) {
  const { pathname } = useLocation();
  const current = isNavItemActive(item, pathname);
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={`/admin/${item.path}`} className={current ? 'active' : ''} aria-current={current ? 'page' : undefined} onClick={onNavigate} sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } } }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <NavIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={item.label} />
        {badge ? <Chip size="small" color="primary" label={badge > 999 ? '999+' : badge} aria-label={`${badge} new`} /> : null}
      </ListItemButton>
    </ListItem>
  );
}
