import AccountCircle from '@mui/icons-material/AccountCircle';
import AltRoute from '@mui/icons-material/AltRoute';
import Article from '@mui/icons-material/Article';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Collections from '@mui/icons-material/Collections';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FactCheck from '@mui/icons-material/FactCheck';
import Folder from '@mui/icons-material/Folder';
import History from '@mui/icons-material/History';
import Inbox from '@mui/icons-material/Inbox';
import Label from '@mui/icons-material/Label';
import LinkOff from '@mui/icons-material/LinkOff';
import LocalHospital from '@mui/icons-material/LocalHospital';
import MedicalServices from '@mui/icons-material/MedicalServices';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Menu from '@mui/icons-material/Menu';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Newspaper from '@mui/icons-material/Newspaper';
import PermMedia from '@mui/icons-material/PermMedia';
import Place from '@mui/icons-material/Place';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Quiz from '@mui/icons-material/Quiz';
import Settings from '@mui/icons-material/Settings';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import ViewQuilt from '@mui/icons-material/ViewQuilt';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Work from '@mui/icons-material/Work';


/**
 * The icons the registry names, imported one by one so the admin bundle does not carry all of
 * Material's icons. A name not listed here shows a folder.
 */
const icons: Record<string, typeof Dashboard> = {
  AccountCircle,
  AltRoute,
  Article,
  Campaign,
  Category,
  CloudUpload,
  Collections,
  Dashboard,
  Description,
  Event,
  EventAvailable,
  FactCheck,
  History,
  Inbox,
  Label,
  LinkOff,
  LocalHospital,
  ManageAccounts,
  MedicalServices,
  Menu,
  MonitorHeart,
  Newspaper,
  PermMedia,
  Place,
  PhotoLibrary,
  Quiz,
  Settings,
  SupervisorAccount,
  VideoLibrary,
  ViewCarousel,
  ViewQuilt,
  VolunteerActivism,
  Work,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = icons[name] ?? Folder;
  return <Icon aria-hidden="true" />;
}
