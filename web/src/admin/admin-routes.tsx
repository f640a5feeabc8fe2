import type { ContentType } from '@hospital/content/content-type';
import { contentTypes } from '@hospital/content/registry';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LoginScreen } from './features/auth/login-screen';
import { RequireAuth } from './features/auth/require-auth';
import { RequirePermission } from './shared/access/require-permission';
import { screenPermissions, typePermission, type ScreenPermission } from './shared/access/screen-access';
import { AdminShell } from './features/shell/admin-shell';
import { NotFoundScreen } from './features/shell/not-found-screen';
import type { FieldInputProps } from './shared/fields/field-input-types';
import { registerFieldInputs } from './shared/fields/field-inputs';
import { registerOverrides } from './shared/fields/overrides';
import { registerTranslationInputs } from './shared/translations/translation-inputs';
import { FullScreenLoader } from './shared/full-screen-loader';
import { editBase } from './shared/studio-paths';

// Every screen loads lazily, behind the shell's full-screen loader.
const ContentListScreen = lazy(() => import('./features/content/components/content-list-screen').then((m) => ({ default: m.ContentListScreen })));
const ContentEditScreen = lazy(() => import('./features/content/components/content-edit-screen').then((m) => ({ default: m.ContentEditScreen })));
const TranslationReportScreen = lazy(() => import('./features/translations/translation-report-screen').then((m) => ({ default: m.TranslationReportScreen })));
const DashboardScreen = lazy(() => import('./features/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })));
const SearchSettingsScreen = lazy(() => import('./features/search/search-settings-screen').then((m) => ({ default: m.SearchSettingsScreen })));
const UsersScreen = lazy(() => import('./features/users/users-screen').then((m) => ({ default: m.UsersScreen })));
const ActivityScreen = lazy(() => import('./features/activity/activity-screen').then((m) => ({ default: m.ActivityScreen })));
const RedirectsScreen = lazy(() => import('./features/redirects/redirects-screen').then((m) => ({ default: m.RedirectsScreen })));
const SystemScreen = lazy(() => import('./features/system/system-screen').then((m) => ({ default: m.SystemScreen })));
const WordpressImportScreen = lazy(() => import('./features/wordpress-import/import-screen').then((m) => ({ default: m.WordpressImportScreen })));
const ImportHistoryScreen = lazy(() => import('./features/wordpress-import/import-history-screen').then((m) => ({ default: m.ImportHistoryScreen })));
const LinkReportScreen = lazy(() => import('./features/link-report/link-report-screen').then((m) => ({ default: m.LinkReportScreen })));
const DueForReviewScreen = lazy(() => import('./features/review-cycles/due-for-review-screen').then((m) => ({ default: m.DueForReviewScreen })));
const AppointmentsDayScreen = lazy(() => import('./features/appointments-day/appointments-day-screen').then((m) => ({ default: m.AppointmentsDayScreen })));
const SetPasswordScreen = lazy(() => import('./features/auth/set-password-screen').then((m) => ({ default: m.SetPasswordScreen })));

// The page templates' editors: the inputs of the template-data and field-list field types, and
// the page's template picker. Registered here, the composition root, so the shared field inputs and
// the content screens never import the page-templates feature; each loads with the first form
// that needs it.
registerFieldInputs({
  templateData: lazy(() => import('./features/page-templates/template-data-input').then((m) => ({ default: m.TemplateDataInput }))),
  fieldList: lazy(() => import('./features/page-templates/field-list-input').then((m) => ({ default: m.FieldListInput }))),
});
// A page's template sections in another language: their words only, each beside its English.
registerTranslationInputs({
  templateData: lazy(() => import('./features/page-templates/template-words-input').then((m) => ({ default: m.TemplateWordsInput }))),
  // A declared repeater's words (a session's room), row by row.
  repeater: lazy(() => import('./shared/translations/repeater-words-input').then((m) => ({ default: m.RepeaterWordsInput }))),
});
registerOverrides('pages', {
  inputs: { template: lazy(() => import('./features/page-templates/page-template-select').then((m) => ({ default: m.PageTemplateSelect as ComponentType<FieldInputProps> }))) },
  cells: { template: lazy(() => import('./features/page-templates/page-template-select').then((m) => ({ default: m.PageTemplateName }))) },
});

// A doctor's OPD schedule: a live preview of its slots under the section (issue 33).
registerOverrides('experts', {
  sections: { 'OPD schedule': lazy(() => import('./features/opd-schedule/opd-schedule-preview').then((m) => ({ default: m.OpdSchedulePreview }))) },
});

/** The screens of the types that are not a plain collection (SPEC.md's "others"), by type key. */
const customScreens: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  medias: lazy(() => import('./features/media/media-manager-screen').then((m) => ({ default: m.MediaManagerScreen }))),
  menus: lazy(() => import('./features/menus/menu-manager-screen').then((m) => ({ default: m.MenuManagerScreen }))),
  'site-settings': lazy(() => import('./features/site-settings/site-settings-screen').then((m) => ({ default: m.SiteSettingsScreen }))),
  admins: lazy(() => import('./features/profile/change-profile-screen').then((m) => ({ default: m.ChangeProfileScreen }))),
  'form-entries': lazy(() => import('./features/form-entries/form-entries-screen').then((m) => ({ default: m.FormEntriesScreen }))),
};

/** A route of the shell whose screen only a role with `permission` sees (others: "You don't have access to this"). */
const guarded = (path: string, permission: ScreenPermission, screen: ReactNode): RouteObject => ({
  path,
  element: <RequirePermission permission={permission}>{screen}</RequirePermission>,
});

/** The list, create, edit and translation report routes of a collection, from its declaration (`videogallery/create` for `videogalleries`). */
export function collectionRoutes(type: ContentType): RouteObject[] {
  const permission = typePermission(type);
  return [
    guarded(type.adminPath, permission, <ContentListScreen key={type.key} type={type} />),
    guarded(`${editBase(type)}/create`, permission, <ContentEditScreen key={`${type.key}-create`} type={type} />),
    guarded(`${editBase(type)}/edit/:id`, permission, <ContentEditScreen key={`${type.key}-edit`} type={type} />),
    guarded(`${type.adminPath}/translations`, permission, <TranslationReportScreen key={`${type.key}-translations`} type={type} />),
  ];
}

function typeRoutes(type: ContentType): RouteObject[] {
  if (type.kind === 'collection') return collectionRoutes(type);
  const Screen = customScreens[type.key];
  return Screen ? [guarded(type.adminPath, typePermission(type), <Screen />)] : [];
}

/** The whole admin under /admin: the login, then the guarded shell with a route per registry entry. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    children: [
      { index: true, element: <LoginScreen /> },
      // The one-time link of a new account or a password reset: before any sign-in.
      {
        path: 'set-password',
        element: (
          <Suspense fallback={<FullScreenLoader />}>
            <SetPasswordScreen />
          </Suspense>
        ),
      },
      {
        element: (
          <RequireAuth>
            <AdminShell />
          </RequireAuth>
        ),
        children: [
          { path: 'dashboard', element: <DashboardScreen /> },
          guarded('search', screenPermissions.search, <SearchSettingsScreen />),
          guarded('users', screenPermissions.users, <UsersScreen />),
          guarded('activity', screenPermissions.activity, <ActivityScreen />),
          guarded('system', screenPermissions.system, <SystemScreen />),
          guarded('redirects', screenPermissions.redirects, <RedirectsScreen />),
          guarded('wordpress-import', screenPermissions['wordpress-import'], <WordpressImportScreen />),
          guarded('import-history', screenPermissions['import-history'], <ImportHistoryScreen />),
          guarded('links', screenPermissions.links, <LinkReportScreen />),
          guarded('review-due', screenPermissions['review-due'], <DueForReviewScreen />),
          guarded('appointments', screenPermissions.appointments, <AppointmentsDayScreen />),
          ...contentTypes.flatMap(typeRoutes),
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
